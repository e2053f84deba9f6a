import { useEffect, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { token } from '../../core/theme/theme';
import type { SmartReplies } from '../../../chat/chat-service';
import { useChat } from '../chat-context';
import * as styles from './conversation-styles';
import { Icon } from './icons';
import type { ListMessage } from './list-message';

/**
 * The quick-reply options strip (§2) for the newest message of the conversation when someone else sent it as text
 * (§5 "Smart-reply preview skipped for own messages and custom messages"): the provider's reply_positive,
 * reply_neutral and reply_negative as buttons that send that reply, and a close control. Nothing shows while the
 * suggestions load, or when none come.
 */
export default function SmartReplyStrip({
  messages,
  onSend,
}: {
  messages: readonly ListMessage[];
  onSend(text: string): void;
}) {
  const { t } = useTranslation();
  const { service, me } = useChat();
  const newest = messages.at(-1);
  const target =
    newest &&
    newest.id !== undefined &&
    newest.sender.uid !== me.uid &&
    newest.category === 'message' &&
    newest.type === 'text' &&
    !newest.deletedAt
      ? newest.id
      : undefined;
  const [shown, setShown] = useState<{ id: number; replies: SmartReplies } | null>(null);
  const [closedFor, setClosedFor] = useState<number | null>(null);

  useEffect(() => {
    const capability = service.smartReplies;
    if (target === undefined || !capability) return;
    let live = true;
    capability.smartReplies(target).then(
      (replies) => live && setShown({ id: target, replies }),
      (error: unknown) => console.debug('[chat-widget] no smart replies', error),
    );
    return () => {
      live = false;
    };
  }, [service, target]);

  if (!shown || shown.id !== target || closedFor === target) return null;
  const { reply_positive, reply_neutral, reply_negative } = shown.replies;
  const replies = [...new Set([reply_positive, reply_neutral, reply_negative])];
  return (
    <div
      role="group"
      aria-label={t('smartReplies.label')}
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 6,
        padding: '6px 12px',
        borderTop: `1px solid ${token('colorBorder')}`,
      }}
      part="smart-replies"
    >
      {replies.map((reply) => (
        <button
          key={reply}
          type="button"
          css={{
            border: `1px solid ${token('colorPrimary')}`,
            borderRadius: 16,
            padding: '4px 12px',
            background: token('colorBackground'),
            color: token('colorPrimary'),
            font: 'inherit',
            fontSize: '0.875em',
            cursor: 'pointer',
          }}
          onClick={() => {
            setClosedFor(target);
            onSend(reply);
          }}
          part="smart-reply"
        >
          {reply}
        </button>
      ))}
      <button
        type="button"
        css={[styles.iconButton, { marginInlineStart: 'auto' }]}
        aria-label={t('smartReplies.close')}
        title={t('smartReplies.close')}
        onClick={() => setClosedFor(target)}
        part="smart-replies-close"
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
