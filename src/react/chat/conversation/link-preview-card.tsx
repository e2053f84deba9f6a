import { useEffect, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { token } from '../../core/theme/theme';
import type { LinkPreview } from '../../../chat/chat-service';
import { useChat } from '../chat-context';

/** Sites whose link reads "View on <site>" (§2 "a Visit or View on video-site link"), by host name. */
const VIDEO_SITES: Record<string, string> = {
  'youtube.com': 'YouTube',
  'youtu.be': 'YouTube',
  'vimeo.com': 'Vimeo',
  'dailymotion.com': 'Dailymotion',
  'twitch.tv': 'Twitch',
  'peertube.tv': 'PeerTube',
};

/** The previews already fetched in this page, by message and text: a list scrolled back and forth asks once. */
const fetched = new Map<string, Promise<LinkPreview[]>>();

function webUrlOf(raw: string): URL | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function videoSiteOf(url: URL): string | undefined {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  return VIDEO_SITES[host];
}

/**
 * The link preview cards of a text message (§2, §3 metadata "link-preview"): the page's image, title and description
 * as the server found them, and a Visit (or "View on <video site>") link that opens in a new tab without access back
 * to this page. A preview that cannot be had shows nothing: the link in the text stays.
 */
export default function LinkPreviewCards({ messageId, text }: { messageId: number; text: string }) {
  const { t } = useTranslation();
  const { service } = useChat();
  const [previews, setPreviews] = useState<LinkPreview[]>([]);

  useEffect(() => {
    const capability = service.linkPreviews;
    if (!capability) return;
    let live = true;
    const key = `${messageId}\n${text}`;
    let request = fetched.get(key);
    if (!request) {
      request = capability.linkPreviews(messageId);
      fetched.set(key, request);
      request.catch(() => fetched.delete(key));
    }
    request.then(
      (found) => live && setPreviews(found),
      (error: unknown) => console.debug('[chat-widget] no link preview', error),
    );
    return () => {
      live = false;
    };
  }, [service, messageId, text]);

  return previews.map((preview) => {
    const url = webUrlOf(preview.url);
    if (!url) return null;
    const image = webUrlOf(preview.image);
    const site = videoSiteOf(url);
    return (
      <span
        key={preview.url}
        css={{
          display: 'block',
          marginTop: 8,
          border: `1px solid ${token('colorBorder')}`,
          borderRadius: 8,
          overflow: 'hidden',
          background: token('colorBackground'),
          color: token('colorText'),
          whiteSpace: 'normal',
        }}
        part="link-preview"
      >
        {image && (
          <img
            src={image.href}
            alt=""
            loading="lazy"
            referrerPolicy="no-referrer"
            css={{ display: 'block', width: '100%', maxHeight: 160, objectFit: 'cover' }}
            part="link-preview-image"
          />
        )}
        <span css={{ display: 'block', padding: '8px 10px' }}>
          <strong css={{ display: 'block' }} part="link-preview-title">
            {preview.title || url.hostname}
          </strong>
          {preview.description && (
            <span css={{ display: 'block', fontSize: '0.875em', marginTop: 2 }} part="link-preview-description">
              {preview.description}
            </span>
          )}
          <a
            href={url.href}
            target="_blank"
            rel="noopener noreferrer"
            css={{ display: 'inline-block', marginTop: 6, color: token('colorPrimary'), fontWeight: 600 }}
            part="link-preview-visit"
          >
            {site ? t('linkPreview.viewOn', { site }) : t('linkPreview.visit')}
          </a>
        </span>
      </span>
    );
  });
}
