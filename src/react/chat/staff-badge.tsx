import { css } from '@emotion/react';
import { useTranslation } from '../core/i18n/translator';
import { token } from '../core/theme/theme';

const badge = css`
  display: inline-block;
  margin-inline-start: 6px;
  padding: 0 6px;
  border-radius: 8px;
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5;
  vertical-align: middle;
  color: ${token('colorOnPrimary')};
  background: ${token('colorPrimary')};
`;

/** Marks the event's staff beside their name. Only the server's `staff` flag shows it, never a display name. */
export function StaffBadge({ staff }: { staff: boolean | undefined }) {
  const { t } = useTranslation();
  if (!staff) return null;
  return (
    <span css={badge} part="staff-badge">
      {t('message.staff')}
    </span>
  );
}
