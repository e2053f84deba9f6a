import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { IMAGE_RETRY_MS } from '../../../chat/chat-constants';
import { BREAKPOINTS } from '../../core/constants';
import * as styles from './conversation-styles';
import type { ListMessage } from './list-message';
import { extensionDataOf } from './message-text';
import * as mediaStyles from './media-styles';

// The image viewer loads when a visitor first opens an image (issue #16): the open panel stays in its budget.
const ImageViewer = lazy(() => import('./image-viewer'));

/** A thumbnail still being generated answers 403; this bounds the §4 "Re-requested after 800 ms on a 403". */
const IMAGE_RETRY_LIMIT = 10;

function mediaUrlOf(message: ListMessage): string | undefined {
  return message.data?.url || message.data?.attachments?.[0]?.url || undefined;
}

/** §4 Images: the small thumbnail on narrow screens, else the medium one, else the image itself. */
export function imageUrlOf(message: ListMessage, narrow: boolean): string | undefined {
  const thumbnails = extensionDataOf(message, 'thumbnail-generation');
  const small = typeof thumbnails?.url_small === 'string' ? thumbnails.url_small : undefined;
  const medium = typeof thumbnails?.url_medium === 'string' ? thumbnails.url_medium : undefined;
  return (narrow ? small : medium) ?? mediaUrlOf(message);
}

function isNarrow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${BREAKPOINTS.sm - 1}px)`).matches;
}

/**
 * Loads an image over fetch so a 403 (a thumbnail not generated yet) can be seen and re-requested after
 * IMAGE_RETRY_MS. Resolves to an object URL, or to the URL itself when fetch cannot read it (e.g. CORS).
 */
export function useImageSource(url: string | undefined): string | null {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    let objectUrl: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async (attempt: number) => {
      try {
        const response = await fetch(url);
        if (cancelled) return;
        if (response.status === 403 && attempt < IMAGE_RETRY_LIMIT) {
          timer = setTimeout(() => void load(attempt + 1), IMAGE_RETRY_MS);
          return;
        }
        if (!response.ok) throw new Error(`image ${response.status}`);
        objectUrl = URL.createObjectURL(await response.blob());
        if (!cancelled) setSource(objectUrl);
      } catch (error) {
        // §8 "Image network and timeout errors are logged"; the browser may still show it directly.
        console.warn('chat image', url, error);
        if (!cancelled) setSource(url);
      }
    };
    void load(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return source;
}

function ImageContent({ message }: { message: ListMessage }) {
  const { t } = useTranslation();
  const source = useImageSource(imageUrlOf(message, isNarrow()));
  const label = t('message.image', { name: message.sender.name });
  const full = mediaUrlOf(message);
  const [viewing, setViewing] = useState(false);
  if (source === null)
    return <div css={styles.imagePlaceholder} role="img" aria-label={label} part="image-placeholder" />;
  const image = <img css={styles.thumbnail} src={source} alt={label} part="image" />;
  if (!full) return image;
  return (
    <>
      <button
        type="button"
        css={mediaStyles.imageButton}
        aria-label={t('media.openImage', { name: message.sender.name })}
        aria-haspopup="dialog"
        onClick={() => setViewing(true)}
        part="image-open"
      >
        {image}
      </button>
      {viewing && (
        <Suspense fallback={null}>
          <ImageViewer url={full} alt={label} onClose={() => setViewing(false)} />
        </Suspense>
      )}
    </>
  );
}

/** §2/§9 media messages: image with placeholder, video and audio players up to 250 px, a file link. */
export function MediaContent({ message }: { message: ListMessage }) {
  const { t } = useTranslation();
  const url = mediaUrlOf(message);
  const name = message.data?.attachments?.[0]?.name ?? url?.split('/').pop() ?? '';
  if (message.type === 'image') return <ImageContent message={message} />;
  if (!url) return <span>{name}</span>;
  if (message.type === 'video') {
    return (
      <video
        css={styles.player}
        src={url}
        controls
        preload="metadata"
        aria-label={t('message.video', { name: message.sender.name })}
        part="video"
      />
    );
  }
  if (message.type === 'audio') {
    return (
      <audio
        css={styles.player}
        src={url}
        controls
        preload="metadata"
        aria-label={t('message.audio', { name: message.sender.name })}
        part="audio"
      />
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" download={name} part="file">
      {name}
    </a>
  );
}
