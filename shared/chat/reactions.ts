// What a reaction is (chat-widget.md §3 Reaction), one rule for the server and the in-memory provider.
import { REACTION_MAX_LENGTH } from './chat-limits.js';

/**
 * One emoji as a picker gives it (a pictograph with its variation selectors, skin tones, joiners, keycaps or flag
 * letters), or a colon-wrapped code as the hosted extension sends (":thumbsup:"). No text, no markup.
 */
const EMOJI =
  /^(?:(?:[\p{Extended_Pictographic}\p{Regional_Indicator}#*0-9]|\p{Emoji_Modifier}|\u200d|\ufe0f|\u20e3)+|:[a-z0-9_+-]{1,30}:)$/u;
const PICTOGRAPH = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;

export function isReaction(emoji: string): boolean {
  return (
    emoji.length > 0 &&
    emoji.length <= REACTION_MAX_LENGTH &&
    EMOJI.test(emoji) &&
    // Digits and joiners alone are not a reaction.
    (emoji.startsWith(':') || PICTOGRAPH.test(emoji))
  );
}
