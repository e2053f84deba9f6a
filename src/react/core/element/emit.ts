/** Public events are named event-* (portal features) or chat-* (chat widget), in kebab-case. */
export type PublicEventName = `event-${string}` | `chat-${string}`;

/** Dispatches a public event from the host element; it bubbles and crosses shadow boundaries. No React here: the
 * chat launcher uses it before React loads. */
export function emit<Detail>(host: HTMLElement, name: PublicEventName, detail: Detail): boolean {
  return host.dispatchEvent(new CustomEvent<Detail>(name, { bubbles: true, composed: true, detail }));
}
