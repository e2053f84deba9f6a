import { describe, expect, it } from 'vitest';
import { movedIndex } from './emoji-picker';

describe('movedIndex (the emoji grid and category tabs by keyboard)', () => {
  it('steps one emoji sideways and one row of 8 up or down, stopping at the ends', () => {
    expect(movedIndex('ArrowRight', 3, 20, 8, false)).toBe(4);
    expect(movedIndex('ArrowLeft', 3, 20, 8, false)).toBe(2);
    expect(movedIndex('ArrowDown', 3, 20, 8, false)).toBe(11);
    expect(movedIndex('ArrowDown', 15, 20, 8, false)).toBe(19);
    expect(movedIndex('ArrowUp', 3, 20, 8, false)).toBe(0);
    expect(movedIndex('ArrowLeft', 0, 20, 8, false)).toBe(0);
  });

  it('mirrors the side arrows right to left (Arabic)', () => {
    expect(movedIndex('ArrowRight', 3, 20, 8, true)).toBe(2);
    expect(movedIndex('ArrowLeft', 3, 20, 8, true)).toBe(4);
  });

  it('goes to the first and last with Home and End, and ignores other keys', () => {
    expect(movedIndex('Home', 7, 20, 8, false)).toBe(0);
    expect(movedIndex('End', 7, 20, 8, false)).toBe(19);
    expect(movedIndex('a', 7, 20, 8, false)).toBeNull();
  });
});
