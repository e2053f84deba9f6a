import { useTranslation } from '../../core/i18n/translator';
import { notice } from '../../core/ui/form-styles';

/**
 * "We sent you a link", in place of the control that asked for it. That control is gone, so the notice takes the
 * focus: a keyboard visitor goes on from here, not from the top of the document (the keyboard walk found the focus
 * on the body).
 */
export function ResetSentNotice() {
  const { t } = useTranslation();
  return (
    <div css={notice('success')} role="status" data-notice="resetSent" tabIndex={-1} ref={(node) => node?.focus()}>
      {t('account.forgot.sent')}
    </div>
  );
}
