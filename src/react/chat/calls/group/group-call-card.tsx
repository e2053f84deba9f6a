/**
 * The group call card of the message list (chat-widget.md §2 "Call cards for group calls: a Join button, disabled
 * with the hint that the user is already in an ongoing call while any call is ongoing (max width 305 px)"): a meeting
 * custom message as the group's history shows it. A chunk of its own, loaded when the first one shows; its texts
 * are the call texts the call controller loaded.
 */
import { useId } from 'react';
import type { ListMessage } from '../../../../chat/state/messages';
import { TranslationProvider, useTranslation } from '../../../core/i18n/translator';
import { useCallsApi } from '../call-layer';
import type { CallsApi } from '../call-types';
import * as styles from '../call-styles';
import * as groupStyles from './group-call-styles';
import { meetingInviteOf } from './meeting-invite';

function Card({ message, own, api }: { message: ListMessage; own: boolean; api: CallsApi }) {
  const { t } = useTranslation();
  const hintId = useId();
  const invite = meetingInviteOf(message);
  if (!invite) return null;
  return (
    <div css={groupStyles.card} part="call-card" data-own={own}>
      <p css={groupStyles.cardTitle}>{t('calls.groupVideoCall')}</p>
      <p>{own ? t('calls.youStartedMeeting') : t('calls.startedMeeting', { name: invite.starter.name })}</p>
      <button
        type="button"
        css={styles.acceptButton}
        disabled={api.busy}
        aria-describedby={api.busy ? hintId : undefined}
        onClick={() => api.joinMeeting(invite)}
        part="call-card-join"
      >
        {t('calls.join')}
      </button>
      {api.busy && (
        <p css={groupStyles.hint} id={hintId} part="call-card-hint">
          {t('calls.alreadyInCall')}
        </p>
      )}
    </div>
  );
}

export default function GroupCallCard({ message, own }: { message: ListMessage; own: boolean }) {
  const api = useCallsApi();
  // Until the call controller (and its texts) loaded, or with a provider without calls: no card.
  if (!api) return null;
  return (
    <TranslationProvider translator={api.translator}>
      <Card message={message} own={own} api={api} />
    </TranslationProvider>
  );
}
