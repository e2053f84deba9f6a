// The create-poll modal (chat-widget.md §2 "Create-poll modal: question, first option, second option, extra options
// that can be added or removed, Create button that reads Creating while pending. Minimum size 350 by 450 px"; §4
// "Poll creation: idle, creating, then closed on success or reset on failure"; §5; §8). A chunk of its own, loaded
// when a visitor first opens it.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { checkedPoll } from '../../../../shared/chat/polls';
import { RICH_MESSAGE_CODES } from '../../../../shared/chat/rich-message-codes';
import { Button } from '../../core/ui/button';
import { Modal } from '../../core/ui/modal';
import { useChat, useChatStore } from '../chat-context';
import { fieldStyles } from '../groups/group-password-modal';
import { errorCodeOf } from '../notices/chat-notices';
import type { Receiver } from './conversation-target';
import * as styles from './conversation-styles';
import { Icon } from './icons';

const EMPTY = { question: '', options: ['', ''] };
/** The codes of §5 the modal shows as errors; any other failure is §8 POLL_CREATION_ERROR. */
const POLL_CODES = new Set<string>([
  RICH_MESSAGE_CODES.pollQuestionBlank,
  RICH_MESSAGE_CODES.pollOptionBlank,
  RICH_MESSAGE_CODES.pollTooLarge,
]);

export default function CreatePollModal({ receiver, onClose }: { receiver: Receiver; onClose(): void }) {
  const { t } = useTranslation();
  const { notify } = useChat();
  const chat = useChatStore();
  const ids = useId();
  const [draft, setDraft] = useState(EMPTY);
  const [pending, setPending] = useState(false);

  const setOption = (index: number, text: string) =>
    setDraft((current) => ({ ...current, options: current.options.map((old, at) => (at === index ? text : old)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkedPoll(draft.question, draft.options);
    if ('code' in checked) {
      notify({ kind: 'error', code: checked.code });
      return;
    }
    setPending(true);
    try {
      await chat.createPoll(receiver, checked.question, checked.options);
      notify({ kind: 'success', code: 'POLL_CREATION_SUCCESS' });
      setDraft(EMPTY);
      onClose();
    } catch (error) {
      const code = errorCodeOf(error);
      // §8 "POLL_CREATION_ERROR (response lacks success; shown as a success-type toast)".
      if (POLL_CODES.has(code)) notify({ kind: 'error', code });
      else notify({ kind: 'success', code: RICH_MESSAGE_CODES.pollCreationError });
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal open title={t('poll.create')} onClose={onClose}>
      <form
        part="create-poll-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        // With the dialog's padding and title: at least 350 by 450 px (§9).
        css={{ display: 'grid', gap: 12, alignContent: 'start', minWidth: 'min(302px, 100%)', minHeight: 362 }}
      >
        <label htmlFor={`${ids}question`}>{t('poll.question')}</label>
        <input
          id={`${ids}question`}
          value={draft.question}
          onChange={(event) => setDraft({ ...draft, question: event.target.value })}
          css={fieldStyles}
          part="poll-question-input"
        />
        {draft.options.map((text, index) => (
          <div key={index} css={{ display: 'grid', gap: 4 }}>
            <label htmlFor={`${ids}option${index}`}>{t('poll.option', { n: index + 1 })}</label>
            <div css={{ display: 'flex', gap: 4 }}>
              <input
                id={`${ids}option${index}`}
                value={text}
                onChange={(event) => setOption(index, event.target.value)}
                css={[fieldStyles, { flex: 1 }]}
                part="poll-option-input"
              />
              {index >= 2 && (
                <button
                  type="button"
                  css={styles.iconButton}
                  aria-label={t('poll.removeOption', { n: index + 1 })}
                  onClick={() =>
                    setDraft((current) => ({ ...current, options: current.options.filter((_, at) => at !== index) }))
                  }
                  part="poll-remove-option"
                >
                  <Icon name="close" />
                </button>
              )}
            </div>
          </div>
        ))}
        <Button variant="secondary" onClick={() => setDraft({ ...draft, options: [...draft.options, ''] })}>
          {t('poll.addOption')}
        </Button>
        <div css={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
          <Button variant="secondary" onClick={onClose}>
            {t('poll.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? t('poll.creating') : t('poll.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
