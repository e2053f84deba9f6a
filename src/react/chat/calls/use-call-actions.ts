/**
 * The chat header's call buttons (chat-widget.md §2, §5): audio hidden for groups, blocked users and
 * enable_voice_calling false; video hidden for blocked users and enable_video_calling false (and, until group calls
 * come, for groups); both disabled with the hint "You already on an ongoing call" during a call.
 */
import { useTranslation } from '../../core/i18n/translator';
import { useChat } from '../chat-context';
import type { ConversationTarget } from '../conversation/conversation-target';
import type { IconAction } from '../conversation/icon-actions';
import { useCalls } from './call-layer';

export function useCallActions(target: ConversationTarget): IconAction[] {
  const { t } = useTranslation();
  const { settings } = useChat();
  const calls = useCalls();
  if (!calls || target.type !== 'user') return [];
  const { user } = target;
  // Neither side of a pair where one blocked the other can call (the server refuses it too).
  if (user.blockedByMe === true || user.hasBlockedMe === true) return [];
  const peer = { uid: user.uid, name: user.name, ...(user.avatar ? { avatar: user.avatar } : {}) };
  const hint = calls.busy ? t('calls.buttonsDisabled') : undefined;
  const actions: IconAction[] = [];
  if (settings.enable_voice_calling) {
    actions.push({
      id: 'audio-call',
      label: t('calls.audioCall'),
      icon: 'phone',
      disabled: calls.busy,
      ...(hint ? { hint } : {}),
      onSelect: () => calls.start(peer, 'audio'),
    });
  }
  if (settings.enable_video_calling) {
    actions.push({
      id: 'video-call',
      label: t('calls.videoCall'),
      icon: 'video',
      disabled: calls.busy,
      ...(hint ? { hint } : {}),
      onSelect: () => calls.start(peer, 'video'),
    });
  }
  return actions;
}
