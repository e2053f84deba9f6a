// The generated avatar of a user or group without a picture (issue #14): initials on a colour chosen by the uid, so
// the same person keeps the same colour in every list, header and group message, as in the CometChat and Stream kits.

/** Dark enough for white initials at 4.5:1 or more (WCAG AA), far enough apart to tell neighbours apart. */
export const AVATAR_COLOURS = [
  '#1565c0',
  '#2e7d32',
  '#c62828',
  '#6a1b9a',
  '#ad1457',
  '#00695c',
  '#4527a0',
  '#bf360c',
  '#37474f',
  '#5d4037',
] as const;

/**
 * Up to two initials: the first letters of the first and last words ("Anna Maria Schmidt" -> "AS"); a one-word
 * name gives its first letter, and a number its first two digits, so anonymous "#12" and "#13" differ ("12", "13").
 * Punctuation such as the "#" is skipped.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}\p{Extended_Pictographic}]+/u, ''))
    .filter((word) => word.length > 0);
  const [first, ...rest] = words;
  if (first === undefined) return '?';
  const last = rest.at(-1);
  const firstLetters = Array.from(first);
  if (last !== undefined) return `${firstLetters[0]}${Array.from(last)[0]}`.toLocaleUpperCase();
  if (/^\p{N}+$/u.test(first)) return firstLetters.slice(0, 2).join('');
  return (firstLetters[0] ?? '?').toLocaleUpperCase();
}

/** The avatar colour of an id: always the same one for the same id. */
export function avatarColourOf(id: string): string {
  // A position-weighted sum of the code points: stable, cheap, and spreads "1", "2", "12" over the palette.
  let sum = 0;
  for (const [index, char] of Array.from(id).entries()) sum += (char.codePointAt(0) ?? 0) * (index + 1);
  return AVATAR_COLOURS[sum % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}
