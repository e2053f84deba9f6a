// The public events of <event-cards>, dispatched from the element (bubbles, composed). Documented in docs/embedding.md.

/** A card's action was used: its link, its link rotation or its form. */
export interface CardsClickDetail {
  /** The card's code. */
  code: string;
  /** What the action does (portal.md §3 actionType). */
  actionType: 'link' | 'linkRotation' | 'form';
  /** Where it goes: the link's absolute URL, the link rotation's jump URL, or the form's code. */
  target: string;
}

export interface CardsEventDetails {
  'event-cards-click': CardsClickDetail;
}
