import type { SerializedStyles } from '@emotion/react';
import { Icon, type IconName } from './icons';

/** One icon button of an action bar (the chat header's, a message's): later issues add theirs to the lists. */
export interface IconAction {
  id: string;
  /** Its accessible name, also shown as its tooltip. */
  label: string;
  /** One of the conversation's icons, or an SVG path of the chunk that offers the action. */
  icon: IconName | `M${string}`;
  onSelect(): void;
  disabled?: boolean;
  /** Shown as the tooltip instead of the label (why a disabled button is disabled). */
  hint?: string;
  /** A toggle (mute): its state, as aria-pressed; undefined for a plain button. */
  pressed?: boolean;
}

/** The buttons of a list of actions, each with the parts `<partName>` and `<partName>-<id>`. */
export function IconActionButtons({
  actions,
  partName,
  buttonCss,
  iconSize,
}: {
  actions: readonly IconAction[];
  partName: string;
  buttonCss: SerializedStyles;
  iconSize?: number;
}) {
  return actions.map((action) => (
    <button
      key={action.id}
      type="button"
      css={buttonCss}
      aria-label={action.label}
      title={action.hint ?? action.label}
      disabled={action.disabled}
      aria-pressed={action.pressed}
      onClick={action.onSelect}
      part={`${partName} ${partName}-${action.id}`}
    >
      <Icon name={action.icon} size={iconSize} />
    </button>
  ));
}
