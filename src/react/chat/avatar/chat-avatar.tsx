import { css } from '@emotion/react';
import { useState } from 'react';
import type { PresenceStatus } from '../../../chat/chat-service';
import { token } from '../../core/theme/theme';
import { avatarColourOf, initialsOf } from './avatar-rules';

const avatarStyles = css`
  position: relative;
  flex: none;
  display: inline-grid;
  place-items: center;
  border-radius: 50%;
  color: #fff;
  font-weight: 600;
  line-height: 1;
  user-select: none;
  img {
    width: 100%;
    height: 100%;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const presenceStyles = css`
  position: absolute;
  inset-inline-end: -1px;
  bottom: -1px;
  width: 30%;
  height: 30%;
  min-width: 10px;
  min-height: 10px;
  box-sizing: border-box;
  border: 2px solid ${token('colorBackground')};
  border-radius: 50%;
  background: #8a9099;
  &[data-status='online'] {
    background: #1f883d;
  }
`;

export interface ChatAvatarProps {
  /** The uid or guid: it picks the generated avatar's colour. */
  id: string;
  name: string;
  /** The picture's address; without one (or when it fails to load) the initials show. */
  image?: string | undefined;
  size?: number;
  /** Users only, where show_user_presence allows it: the dot (the row or header says the state in words). */
  presence?: PresenceStatus | undefined;
}

/** A user's or group's avatar: their picture, or their initials on a colour of their own (issue #14). */
export function ChatAvatar({ id, name, image, size = 40, presence }: ChatAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const picture = image && failed !== image ? image : null;
  return (
    <span
      part="avatar"
      css={avatarStyles}
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.4),
        background: picture ? token('colorSurface') : avatarColourOf(id),
      }}
    >
      {picture ? (
        <img src={picture} alt="" onError={() => setFailed(picture)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
      {presence && (
        <span part={`presence presence-${presence}`} css={presenceStyles} data-status={presence} aria-hidden="true" />
      )}
    </span>
  );
}
