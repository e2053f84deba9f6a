import type { ReactNode } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import type { GroupMember } from '../../../chat/chat-service';
import { Button } from '../../core/ui/button';
import { Modal } from '../../core/ui/modal';
import { ChatAvatar } from '../avatar/chat-avatar';
import { ListState } from '../lists/list-row';
import { nearBottom, type ListStatus } from '../lists/use-paged-list';
import * as styles from './details-styles';

interface MemberTableModalProps {
  title: string;
  part: string;
  status: ListStatus;
  empty: boolean;
  emptyKey: string;
  /** The column headers after Name and Scope. */
  columns: readonly string[];
  loadMore(): void;
  onClose(): void;
  /** The rows. */
  children: ReactNode;
}

/** The view-members and banned-members modals' frame (§2): a table that pages on scroll, and Close. */
export function MemberTableModal({
  title,
  part,
  status,
  empty,
  emptyKey,
  columns,
  loadMore,
  onClose,
  children,
}: MemberTableModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open title={title} onClose={onClose}>
      <div css={styles.tableBox} part={part} onScroll={(event) => nearBottom(event.currentTarget) && loadMore()}>
        <ListState status={status} empty={empty} emptyKey={emptyKey} />
        {empty ? null : (
          <table css={styles.table}>
            <thead>
              <tr>
                {[t('details.name'), t('details.scope'), ...columns].map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        )}
      </div>
      <div css={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <Button variant="secondary" onClick={onClose}>
          {t('details.close')}
        </Button>
      </div>
    </Modal>
  );
}

/** §2 "name (avatar on narrow screens)". */
export function MemberName({ member }: { member: GroupMember }) {
  return (
    <td>
      <span css={styles.narrowAvatar}>
        <ChatAvatar id={member.uid} name={member.name} image={member.avatar} size={28} />
      </span>
      {member.name}
    </td>
  );
}

/** A row's action button (ban, kick, unban), named with the member for screen readers. */
export function MemberAction({
  part,
  label,
  text,
  onClick,
}: {
  part: string;
  label: string;
  text: string;
  onClick(): void;
}) {
  return (
    <button type="button" css={styles.smallButton} part={part} aria-label={label} onClick={onClick}>
      {text}
    </button>
  );
}
