import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, avatarColourOf, initialsOf } from './avatar-rules';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Anna Maria Schmidt')).toBe('AS');
    expect(initialsOf('  ben   krüger ')).toBe('BK');
  });

  it('takes one letter of a one-word name and two digits of a number, skipping punctuation', () => {
    expect(initialsOf('anna')).toBe('A');
    expect(initialsOf('#12')).toBe('12');
    expect(initialsOf('#7')).toBe('7');
    expect(initialsOf('Ölgemälde')).toBe('Ö');
  });

  it('keeps letters of other scripts whole', () => {
    expect(initialsOf('محمد علي')).toBe('مع');
    expect(initialsOf('王小明')).toBe('王');
  });

  it('shows a question mark when the name has nothing to show', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(' # ')).toBe('?');
  });
});

describe('avatarColourOf', () => {
  it('gives the same id the same colour, from the palette', () => {
    expect(avatarColourOf('user-1')).toBe(avatarColourOf('user-1'));
    expect(AVATAR_COLOURS).toContain(avatarColourOf('user-1'));
  });

  it('spreads neighbouring ids over several colours', () => {
    const colours = new Set(['1', '2', '3', '4', '5', '6', '12', '13'].map(avatarColourOf));
    expect(colours.size).toBeGreaterThanOrEqual(5);
  });
});
