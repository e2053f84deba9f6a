import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import type { ChatGroup } from '../../../chat/chat-service';
import { Button } from '../../core/ui/button';
import { Modal } from '../../core/ui/modal';
import { useChat, useChatGroups } from '../chat-context';
import { errorCodeOf } from '../notices/chat-notices';
import { fieldStyles } from './group-password-modal';
import { GROUP_TYPES, validateCreateGroup, type CreateGroupDraft } from './group-rules';

interface CreateGroupModalProps {
  open: boolean;
  onClose(): void;
  /** The created group: the list puts it on top and opens it (§4). */
  onCreated(group: ChatGroup): void;
}

const EMPTY: CreateGroupDraft = { name: '', type: '', password: '' };

/** §2 Create-group modal: name, type select, password for the password type, Create. */
export function CreateGroupModal({ open, onClose, onCreated }: CreateGroupModalProps) {
  const { t } = useTranslation();
  const { notify } = useChat();
  const groups = useChatGroups();
  const [draft, setDraft] = useState<CreateGroupDraft>(EMPTY);
  const [pending, setPending] = useState(false);
  const ids = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateCreateGroup(draft);
    if ('code' in checked) {
      notify({ kind: 'error', code: checked.code });
      return;
    }
    setPending(true);
    try {
      const group = await groups.createGroup(checked.input);
      // §8 "GROUP_JOIN_FAIL (empty result on create or join)".
      if (!group) {
        notify({ kind: 'error', code: 'GROUP_JOIN_FAIL' });
        return;
      }
      setDraft(EMPTY);
      onCreated(group);
      notify({ kind: 'success', code: 'GROUP_CREATION_SUCCESS' });
    } catch (error) {
      notify({ kind: 'error', code: errorCodeOf(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal open={open} title={t('group.createTitle')} onClose={onClose}>
      <form
        part="create-group-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        css={{ display: 'grid', gap: 12 }}
      >
        <label htmlFor={`${ids}name`}>{t('group.name')}</label>
        <input
          id={`${ids}name`}
          name="name"
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          css={fieldStyles}
        />
        <label htmlFor={`${ids}type`}>{t('group.type')}</label>
        <select
          id={`${ids}type`}
          name="type"
          value={draft.type}
          onChange={(event) => setDraft({ ...draft, type: event.target.value as CreateGroupDraft['type'] })}
          css={fieldStyles}
        >
          <option value="">{t('group.chooseType')}</option>
          {GROUP_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`group.types.${type}`)}
            </option>
          ))}
        </select>
        {draft.type === 'password' ? (
          <>
            <label htmlFor={`${ids}password`}>{t('group.password')}</label>
            <input
              id={`${ids}password`}
              name="password"
              type="password"
              autoComplete="new-password"
              value={draft.password}
              onChange={(event) => setDraft({ ...draft, password: event.target.value })}
              css={fieldStyles}
            />
          </>
        ) : null}
        <div css={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
          <Button variant="secondary" onClick={onClose}>
            {t('group.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {t('group.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
