import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { token } from '../../core/theme/theme';
import type { ChatGroup } from '../../../chat/chat-service';
import { useChat } from '../chat-context';
import { ConversationView } from '../conversation/conversation-view';
import type { IconAction } from '../conversation/icon-actions';
import { errorCodeOf } from '../notices/chat-notices';

// Material's volume_up and volume_off: the header's icons are filled paths (conversation/icons.tsx).
const SOUND_ON =
  'M3 9v6h4l5 5V4L7 9H3zm13.5 3c0-1.77-1.02-3.29-2.5-4.03v8.05c1.48-.73 2.5-2.25 2.5-4.02zM14 3.23v2.06c2.89.86 5 3.54 5 6.71s-2.11 5.85-5 6.71v2.06c4.01-.91 7-4.49 7-8.77s-2.99-7.86-7-8.77z';
const SOUND_OFF =
  'M16.5 12c0-1.77-1.02-3.29-2.5-4.03v2.21l2.45 2.45c.03-.2.05-.41.05-.63zm2.5 0c0 .94-.2 1.82-.54 2.64l1.51 1.51C20.63 14.91 21 13.5 21 12c0-4.28-2.99-7.86-7-8.77v2.06c2.89.86 5 3.54 5 6.71zM4.27 3L3 4.27 7.73 9H3v6h4l5 5v-6.73l4.25 4.25c-.67.52-1.42.93-2.25 1.18v2.06c1.38-.31 2.63-.95 3.69-1.81L19.73 21 21 19.73l-9-9L4.27 3zM12 4L9.91 6.09 12 8.18V4z';

/** Where the group stands for this visitor: asked and joined, open, or refused (a ban, a group that is gone). */
type GroupState = { kind: 'loading' } | { kind: 'open'; group: ChatGroup } | { kind: 'refused'; code: string };

export interface GroupLayoutProps {
  /** The group's guid (the `group` attribute); a public group the visitor joins on arrival. */
  guid: string;
  notices: ReactNode;
  muted: boolean;
  onMutedChange(muted: boolean): void;
}

/**
 * `layout="group"`: one group's conversation filling the element, as a page's own chat beside its content (the
 * portal's stream page, docs/decisions/0038). The visitor joins the public group on arrival; the chat header holds
 * the group's details (members, moderation by scope) and the mute toggle; reports, filters and unread counts are the
 * conversation's as everywhere.
 */
export function GroupLayout({ guid, notices, muted, onMutedChange }: GroupLayoutProps) {
  const { t } = useTranslation();
  const { service, me } = useChat();
  const [state, setState] = useState<GroupState>({ kind: 'loading' });
  const listenerId = `group-layout${useId()}`;

  useEffect(() => {
    const groups = service.groups;
    let current = true;
    const settle = (next: GroupState) => current && setState(next);
    if (!groups) {
      settle({ kind: 'refused', code: 'ERROR' });
      return;
    }
    groups
      .getGroup(guid)
      .then((group) => (group.hasJoined ? group : groups.joinGroup(guid, group.type)))
      .then(
        (group) => settle({ kind: 'open', group }),
        (error: unknown) => settle({ kind: 'refused', code: errorCodeOf(error) }),
      );
    return () => {
      current = false;
    };
  }, [service, guid]);

  // A moderator's kick or ban ends the visitor's part in the group; the conversation says so instead of going on.
  useEffect(() => {
    const removed = (uid: string, group: ChatGroup, code: string) => {
      if (uid === me.uid && group.guid === guid) setState({ kind: 'refused', code });
    };
    service.addListener(listenerId, {
      onGroupMemberKicked: (_action, user, _by, group) => removed(user.uid, group, 'ERR_NOT_A_MEMBER'),
      onGroupMemberBanned: (_action, user, _by, group) => removed(user.uid, group, 'ERR_BANNED_FROM_GROUP'),
    });
    return () => service.removeListener(listenerId);
  }, [service, me.uid, guid, listenerId]);

  const mute: IconAction = {
    id: 'mute',
    label: t('panel.mute'),
    icon: muted ? SOUND_OFF : SOUND_ON,
    pressed: muted,
    onSelect: () => onMutedChange(!muted),
  };

  return (
    <div
      part="layout"
      css={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        minHeight: 'inherit',
        overflow: 'hidden',
        background: token('colorBackground'),
      }}
    >
      {state.kind === 'open' ? (
        <ConversationView
          target={{ type: 'group', group: state.group }}
          onClosed={() => setState({ kind: 'refused', code: 'ERR_GUID_NOT_FOUND' })}
          layoutActions={[mute]}
          focusOnOpen={false}
        />
      ) : (
        <p role="status" part="list-state" css={{ margin: 'auto', padding: 16, textAlign: 'center' }}>
          {state.kind === 'loading' ? t('conversation.loading') : t(`notice.${state.code}`)}
        </p>
      )}
      {notices}
    </div>
  );
}
