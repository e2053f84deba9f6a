import { describe, expect, it } from 'vitest';
import { gridSpanStyle } from './grid-span';

describe('gridSpanStyle', () => {
  it('spans the columns gridAttr gives from each §9 breakpoint up', () => {
    expect(gridSpanStyle({ xs: 12, sm: 6, md: 4, lg: null })).toEqual({
      gridColumn: 'span 12',
      '@media (min-width: 600px)': { gridColumn: 'span 6' },
      '@media (min-width: 960px)': { gridColumn: 'span 4' },
    });
    expect(gridSpanStyle({ xl: 3 })).toEqual({
      gridColumn: 'span 12',
      '@media (min-width: 1920px)': { gridColumn: 'span 3' },
    });
  });

  it('keeps a span inside the 12 columns', () => {
    expect(gridSpanStyle({ xs: 0, lg: 40 })).toEqual({
      gridColumn: 'span 1',
      '@media (min-width: 1280px)': { gridColumn: 'span 12' },
    });
  });
});
