import type { CSSObject } from '@emotion/react';
import { BREAKPOINTS } from '../core/constants';
import { mediaUp } from '../core/theme/theme';

/** The columns of the bottom-graphics grid (portal.md §3 bottomGraphics gridAttr, as in a 12-column grid). */
export const GRID_COLUMNS = 12;

export type GridAttr = Partial<Record<keyof typeof BREAKPOINTS, number | null>>;

const clampSpan = (span: number): number => Math.min(GRID_COLUMNS, Math.max(1, Math.round(span)));

/**
 * The style that makes a grid item span gridAttr's columns from each §9 breakpoint up; a breakpoint without a value
 * keeps the span of the one below it, and xs defaults to the full row.
 */
export function gridSpanStyle(gridAttr: GridAttr): CSSObject {
  const style: CSSObject = { gridColumn: `span ${clampSpan(gridAttr.xs ?? GRID_COLUMNS)}` };
  for (const breakpoint of ['sm', 'md', 'lg', 'xl'] as const) {
    const span = gridAttr[breakpoint];
    if (span !== undefined && span !== null) style[mediaUp(breakpoint)] = { gridColumn: `span ${clampSpan(span)}` };
  }
  return style;
}
