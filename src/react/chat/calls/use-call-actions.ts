/**
 * The chat header's call buttons (chat-widget.md §2, §5): audio hidden for groups, blocked users and
 * enable_voice_calling false; video hidden for blocked users and enable_video_calling false (and, until group calls
 * for groups video starts a meeting (a direct call, group/use-group-calls.tsx); both disabled with the hint "You already
 * on an ongoing call" during a call.
 */
import type { CallPerson, CallType } from '../../../chat/call-port';
import type { WidgetSettings } from '../../../chat/widget-settings';
import type { TFunction } from '../../core/i18n/translator';
import type { ConversationTarget } from '../conversation/conversation-target';
import type { IconAction } from '../conversation/icon-actions';

/** A telephone receiver (Material Icons' call, Apache-2.0, rounded), drawn only where calls are offered. */
const PHONE =
  'M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2a11 11 0 0 0 3.6.6c.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z';

const BUTTONS = [
  { type: 'audio', setting: 'enable_voice_calling', label: 'calls.audioCall', icon: PHONE },
  { type: 'video', setting: 'enable_video_calling', label: 'calls.videoCall', icon: 'video' },
] as const;

export function callActionsFor(
  target: ConversationTarget,
  t: TFunction,
  settings: WidgetSettings,
  busy: boolean,
  start: (peer: CallPerson, type: CallType) => void,
  startMeeting?: (guid: string) => void,
): IconAction[] {
  const disabled = { disabled: busy, ...(busy ? { hint: t('calls.buttonsDisabled') } : {}) };
  if (target.type === 'group') {
    // §5 "Audio calling hidden for groups"; §4 "Video calls to a group use a direct call".
    if (!startMeeting || !settings.enable_video_calling) return [];
    const { guid } = target.group;
    return [
      { id: 'video-call', label: t('calls.videoCall'), icon: 'video', ...disabled, onSelect: () => startMeeting(guid) },
    ];
  }
  const { user } = target;
  // Neither side of a pair where one blocked the other can call (the server refuses it too).
  if (user.blockedByMe === true || user.hasBlockedMe === true) return [];
  const peer = { uid: user.uid, name: user.name, ...(user.avatar ? { avatar: user.avatar } : {}) };
  return BUTTONS.filter((button) => settings[button.setting]).map((button) => ({
    id: `${button.type}-call`,
    label: t(button.label),
    icon: button.icon,
    ...disabled,
    onSelect: () => start(peer, button.type),
  }));
}
