import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import type { PresenceStatus } from '../../../chat/chat-service';
import { token } from '../../core/theme/theme';
import { ChatAvatar } from '../avatar/chat-avatar';
import { StaffBadge } from '../staff-badge';
import type { ListStatus } from './use-paged-list';

export const listStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  flex: 1;
  min-height: 0;
`;

const rowStyles = css`
  display: grid;
  grid-template-columns: 40px 1fr auto;
  align-items: center;
  gap: 10px;
  width: 100%;
  padding: 8px 12px;
  border: 0;
  border-bottom: 1px solid ${token('colorBorder')};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${token('colorSurface')};
  }
`;

interface ListRowProps {
  /** The uid or guid, which colours the generated avatar. */
  id: string;
  name: string;
  avatar?: string;
  /** The server marked this user as the event's staff. */
  staff?: boolean | undefined;
  /** Users only, and only when show_user_presence allows it. */
  presence?: PresenceStatus;
  subtitle?: ReactNode;
  time?: string;
  unread?: number;
  onClick(): void;
}

/** One row of the conversation, user or group list (§2): avatar with presence dot, name, preview, time, badge. */
export function ListRow({ id, name, avatar, staff, presence, subtitle, time, unread, onClick }: ListRowProps) {
  const { t } = useTranslation();
  return (
    <li>
      <button type="button" part="list-item" css={rowStyles} onClick={onClick}>
        <ChatAvatar id={id} name={name} image={avatar} presence={presence} />
        <span css={{ minWidth: 0 }}>
          <span part="list-item-name" css={{ display: 'block', fontWeight: 600 }}>
            {name}
            <StaffBadge staff={staff} />
            {presence ? <span css={visuallyHidden}>{`, ${t(`list.${presence}`)}`}</span> : null}
          </span>
          {subtitle ? (
            <span
              part="list-item-preview"
              css={{
                display: 'block',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                color: token('colorTextMuted'),
                fontSize: '0.875em',
              }}
            >
              {subtitle}
            </span>
          ) : null}
        </span>
        <span css={{ display: 'grid', justifyItems: 'end', gap: 4, fontSize: '0.75em' }}>
          {time ? <span part="list-item-time">{time}</span> : null}
          {unread ? (
            <span
              part="list-item-unread"
              aria-label={t('list.unread', { count: unread })}
              css={{
                minWidth: 20,
                padding: '0 6px',
                borderRadius: 10,
                textAlign: 'center',
                color: token('colorOnPrimary'),
                background: token('colorPrimary'),
              }}
            >
              {unread}
            </span>
          ) : null}
        </span>
      </button>
    </li>
  );
}

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** §2 and §8: the list's loading, error and empty messages (LOADING, ERROR, NO_*_FOUND). */
export function ListState({ status, empty, emptyKey }: { status: ListStatus; empty: boolean; emptyKey: string }) {
  const { t } = useTranslation();
  const key = status === 'loading' ? 'list.LOADING' : status === 'error' ? 'list.ERROR' : empty ? emptyKey : null;
  if (key === null) return null;
  return (
    <p
      part="list-state"
      role={status === 'error' ? 'alert' : 'status'}
      data-state={key.split('.')[1]}
      css={{ margin: 0, padding: 24, textAlign: 'center', color: token('colorTextMuted') }}
    >
      {t(key)}
    </p>
  );
}

/** The search field of the user and group lists (§2). */
export function SearchField({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  return (
    <input
      type="search"
      part="search"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      css={{
        margin: '8px 12px',
        padding: '6px 10px',
        border: `1px solid ${token('colorBorder')}`,
        borderRadius: token('radius'),
        font: 'inherit',
      }}
    />
  );
}
