// The stream page's decisions that need no React: where players point, where extern streams go, button widths.
import type { GetStreamQuery } from '../core/api/graphql.generated';

export type StreamData = GetStreamQuery['getStream'];
export type StreamParams = StreamData['params'];

/** §3: the platforms a stream plays on. */
export const EMBED_PLATFORMS = ['youtube', 'vimeo', '3q', 'contentFlow', 'iframe'] as const;

const flag = (value: boolean | null | undefined) => (value ? '1' : '0');

function withQuery(base: string, query: Record<string, string | null | undefined>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(query)) if (value != null) url.searchParams.set(name, value);
  return url.href;
}

/** The address of the frame an embedded platform plays in, with its params; null when a param it needs is missing. */
export function embedUrl(platform: string, params: StreamParams, baseUri: string): string | null {
  const { videoId, dataId, corporationId, outputId, link, autoPlay, hideVolumeControl } = params;
  switch (platform) {
    case 'youtube':
      return videoId
        ? withQuery(`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`, {
            autoplay: flag(autoPlay),
            mute: flag(autoPlay),
            rel: '0',
            playsinline: '1',
          })
        : null;
    case 'vimeo':
      return videoId
        ? withQuery(`https://player.vimeo.com/video/${encodeURIComponent(videoId)}`, {
            autoplay: flag(autoPlay),
            muted: flag(autoPlay),
            controls: '1',
          })
        : null;
    case '3q':
      return dataId
        ? withQuery(`https://playout.3qsdn.com/${encodeURIComponent(dataId)}`, {
            autoplay: autoPlay ? 'true' : 'false',
            key: params.key,
            timestamp: params.timestamp,
            volumecontrol: hideVolumeControl ? 'false' : 'true',
          })
        : null;
    case 'contentFlow':
      return corporationId && outputId
        ? withQuery(
            `https://player.contentflow.de/${encodeURIComponent(corporationId)}/${encodeURIComponent(outputId)}`,
            { autoplay: flag(autoPlay) },
          )
        : null;
    case 'iframe':
      return link ? new URL(link, baseUri).href : null;
    default:
      return null;
  }
}

/** §2 "Type extern redirects to the external URL or to /jump/externalZoomMeeting/{code}." */
export function externTarget(stream: Pick<StreamData, 'code' | 'params'>): string {
  return stream.params.externUrl ?? `/jump/externalZoomMeeting/${encodeURIComponent(stream.code)}`;
}

/** §2 "Action buttons under the stream: width max(100/count, 33.3) percent." */
export function actionWidthPercent(count: number): number {
  return Math.max(100 / Math.max(count, 1), 33.3);
}

/** §2 "Visitor count can be shown (showVisitorCount); default display 1": the viewer is always there. */
export function displayedVisitorCount(count: number | undefined): number {
  return Math.max(count ?? 1, 1);
}

/** The zoom.html frame's address with the meeting's join params (portal.md §7 "a static /zoom.html ..."). */
export function zoomFrameUrl(
  zoomPage: string,
  params: StreamParams,
  userName: string,
  language: string,
  baseUri: string,
) {
  const join = params.joinParams;
  return withQuery(new URL(zoomPage, baseUri).href, {
    meetingNumber: join?.meetingNumber,
    passcode: join?.passcode,
    signature: join?.signature,
    apiKey: join?.apiKey,
    userName,
    lang: language,
  });
}

/** The message zoom.html posts to its parent when the meeting ends. */
export const ZOOM_ENDED_MESSAGE = { source: 'foyer-zoom', type: 'meeting-ended' } as const;

export function isZoomEndedMessage(data: unknown): boolean {
  const message = data as Partial<typeof ZOOM_ENDED_MESSAGE> | null;
  return message?.source === ZOOM_ENDED_MESSAGE.source && message.type === ZOOM_ENDED_MESSAGE.type;
}
