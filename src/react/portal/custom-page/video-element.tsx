import { css } from '@emotion/react';
import { useEventUrl } from '../../core/api/event-url';

export interface VideoParams {
  platform: 'html' | 'vimeo' | 'youtube';
  url?: string;
  videoId?: string;
  title: string;
}

/** §2 "Video aspect ratio 16:9". */
const frame = css`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  border: 0;
  background: #000;
`;

/** The embed address of a vimeo or youtube video (youtube without cookies). */
export function videoEmbedUrl(platform: 'vimeo' | 'youtube', videoId: string): string {
  const id = encodeURIComponent(videoId);
  return platform === 'vimeo'
    ? `https://player.vimeo.com/video/${id}`
    : `https://www.youtube-nocookie.com/embed/${id}?rel=0`;
}

/** A custom page's video element: an HTML video, or the vimeo or youtube player in a frame. */
export function VideoElement({ platform, url, videoId, title }: VideoParams) {
  const eventUrl = useEventUrl();
  if (platform === 'html') {
    return url ? (
      <video css={frame} src={eventUrl(url)} controls preload="metadata" title={title} aria-label={title} />
    ) : null;
  }
  if (!videoId) return null;
  return (
    <iframe
      css={frame}
      src={videoEmbedUrl(platform, videoId)}
      title={title}
      data-platform={platform}
      allow="fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
    />
  );
}
