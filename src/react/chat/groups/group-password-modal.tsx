import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import type { ChatGroup } from '../../../chat/chat-service';
import { token } from '../../core/theme/theme';
import { Button } from '../../core/ui/button';
import { Modal } from '../../core/ui/modal';

export const fieldStyles = css`
  padding: 8px 10px;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  font: inherit;
`;

/** §4 "password groups prompt for the password first". */
export function GroupPasswordModal({
  group,
  onCancel,
  onSubmit,
}: {
  group: ChatGroup | null;
  onCancel(): void;
  onSubmit(password: string): void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const id = useId();
  return (
    <Modal open={group !== null} title={t('group.passwordTitle', { name: group?.name ?? '' })} onClose={onCancel}>
      <form
        part="group-password-form"
        css={{ display: 'grid', gap: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(password);
          setPassword('');
        }}
      >
        <label htmlFor={id}>{t('group.password')}</label>
        <input
          id={id}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          css={fieldStyles}
        />
        <div css={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
          <Button variant="secondary" onClick={onCancel}>
            {t('group.cancel')}
          </Button>
          <Button type="submit">{t('group.join')}</Button>
        </div>
      </form>
    </Modal>
  );
}
