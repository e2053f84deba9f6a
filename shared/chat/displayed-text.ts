// The text a message shows (chat-widget.md §4 "Displayed text order"): the widget renders it, and the server's
// message services read it, so a translation, a smart reply or a link preview never sees what a filter hid.
import type { ChatMessage } from './chat-entities.js';

/** Where the chat service puts extension results: CometChat's `metadata['@injected'].extensions[name]` (§3). */
export function extensionDataOf(message: Pick<ChatMessage, 'metadata'>, name: string): Record<string, unknown> | null {
  const injected = message.metadata?.['@injected'];
  if (typeof injected !== 'object' || injected === null) return null;
  const extensions = (injected as { extensions?: unknown }).extensions;
  if (typeof extensions !== 'object' || extensions === null) return null;
  const data = (extensions as Record<string, unknown>)[name];
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

function flagged(value: unknown): boolean {
  return value === 'yes' || value === true;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * §4 "Displayed text order: original; overridden by sanitized text if hasXSS is yes; then masked text if
 * sensitive_data is yes; then cleaned text if profanity is yes." Each later override wins.
 */
export function displayedTextOf(message: Pick<ChatMessage, 'text' | 'metadata'>): string {
  let text = message.text ?? '';
  const xss = extensionDataOf(message, 'xss-filter');
  if (xss && flagged(xss.hasXSS)) text = textOf(xss.sanitized_text) ?? text;
  const masking = extensionDataOf(message, 'data-masking');
  const masked = masking?.data as Record<string, unknown> | undefined;
  if (masked && flagged(masked.sensitive_data)) text = textOf(masked.message_masked) ?? text;
  const profanity = extensionDataOf(message, 'profanity-filter');
  if (profanity && flagged(profanity.profanity)) text = textOf(profanity.message_clean) ?? text;
  return text;
}
