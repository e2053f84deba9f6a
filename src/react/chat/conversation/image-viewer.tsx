// The image viewer overlay (chat-widget.md §2 "Image viewer overlay (opened by clicking an image message)"): the
// image at full size on a dark overlay. A native modal <dialog>: the browser keeps the focus inside it, closes it
// on Escape and gives the focus back to the image that opened it. A chunk of its own, loaded when first opened.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { Icon } from './icons';
import * as mediaStyles from './image-viewer-styles';

export default function ImageViewer({ url, alt, onClose }: { url: string; alt: string; onClose(): void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const root = element.getRootNode() as Document | ShadowRoot;
    opener.current = root.activeElement;
    if (!element.open) element.showModal();
    return () => {
      // Focus goes back to what opened the viewer, also where the browser would not (inside a shadow root).
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      css={mediaStyles.viewer}
      aria-label={t('media.viewer')}
      onClose={onClose}
      onClick={(event) => {
        // A click on the dark overlay around the image closes it, as on every photo viewer.
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
      part="image-viewer"
    >
      <button
        type="button"
        css={mediaStyles.viewerClose}
        aria-label={t('media.closeViewer')}
        title={t('media.closeViewer')}
        onClick={() => dialog.current?.close()}
        autoFocus
        part="image-viewer-close"
      >
        <Icon name="close" size={24} />
      </button>
      <img src={url} alt={alt} part="image-viewer-image" />
    </dialog>
  );
}
