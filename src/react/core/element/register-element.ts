/** Registers a tag once, so loading two bundles that both define it does not throw. Free of React: the chat
 * launcher registers itself without loading it. */
export function registerElement(tagName: string, element: CustomElementConstructor): void {
  if (!customElements.get(tagName)) customElements.define(tagName, element);
}
