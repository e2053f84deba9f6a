export { displayedTextOf, extensionDataOf } from '../../../../shared/chat/displayed-text';

const EMOJI_GRAPHEME = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator})/u;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The number of emoji in a text made only of emoji (whitespace aside), else 0. */
export function emojiOnlyCount(text: string): number {
  let count = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (segment.trim() === '') continue;
    if (!EMOJI_GRAPHEME.test(segment)) return 0;
    count += 1;
  }
  return count;
}

/** §5 "larger emoji (48, 36 or 24 px depending on count; emoji-only messages get the larger sizes)". */
export function emojiFontSizeOf(text: string, largerEmoji: boolean): number | null {
  if (!largerEmoji) return null;
  const count = emojiOnlyCount(text);
  if (count === 0) return null;
  if (count === 1) return 48;
  if (count === 2) return 36;
  return 24;
}

export { textSegmentsOf, type TextSegment } from '../../../../shared/chat/web-links';
