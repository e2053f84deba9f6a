import { css } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { token } from '../theme/theme';

interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
}

const dialogStyles = css`
  max-width: min(560px, calc(100vw - 32px));
  width: 100%;
  border: none;
  border-radius: ${token('radius')};
  padding: 24px;
  color: ${token('colorText')};
  background: ${token('colorBackground')};
  &::backdrop {
    background: rgb(0 0 0 / 50%);
  }
`;

/** A modal dialog on the native <dialog>: focus trap, Escape and the top layer come from the browser. */
export function Modal({ open, title, onClose, children, actions }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} css={dialogStyles} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} css={{ margin: '0 0 12px', fontSize: 22 }}>
        {title}
      </h2>
      {children}
      {actions ? (
        <div css={{ display: 'flex', gap: 12, justifyContent: 'flex-end', marginTop: 20 }}>{actions}</div>
      ) : null}
    </dialog>
  );
}
