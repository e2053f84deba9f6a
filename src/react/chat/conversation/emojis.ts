/** The composer's small built-in emoji set: common faces, hands, hearts and objects, in picker order. */
export const EMOJIS = [
  '😀', '😃', '😄', '😁', '😆', '😅', '😂', '🤣', '😊', '🙂', '😉', '😍', '😘', '😎', '🤔', '😐',
  '😴', '😮', '😢', '😭', '😡', '🥳', '🤗', '🙄', '👍', '👎', '👏', '🙌', '🙏', '👋', '💪', '👀',
  '❤️', '💙', '💚', '💛', '🔥', '✨', '🎉', '🎈', '☕', '🍕', '✅', '❌', '⭐', '💡', '📌', '🚀',
] as const;
