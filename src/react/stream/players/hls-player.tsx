import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { Button } from '../../core/ui/button';
import { Modal } from '../../core/ui/modal';
import { useAutoplay } from '../hooks/use-autoplay';
import type { PlayerProps } from './player-props';
import { useEventUrl } from '../../core/api/event-url';

const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

const videoStyles = (hideVolumeControl: boolean) => css`
  display: block;
  width: 100%;
  height: 100%;
  background: #000;
  ${
    hideVolumeControl
      ? `&::-webkit-media-controls-mute-button,
       &::-webkit-media-controls-volume-slider,
       &::-webkit-media-controls-volume-control-container {
         display: none !important;
       }`
      : ''
  }
`;

/** Over the video's top left corner, clear of its controls at the bottom. */
const unmuteStyles = css`
  position: absolute;
  top: 12px;
  left: 12px;
`;

/**
 * An HLS stream in a <video>. Where the browser plays HLS itself the video gets the playlist directly; elsewhere
 * hls.js is loaded on demand (a dynamic import, its own chunk), so a page without an HLS stream never loads it;
 * its light build: our streams need no subtitles, alternate audio, DRM or CMCD.
 */
export function HlsPlayer({ params, onLoaded, onFailed }: PlayerProps) {
  const { t } = useTranslation();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [hasSource, setHasSource] = useState(false);
  const eventUrl = useEventUrl();
  const source = eventUrl(params.link) ?? '';
  const { blocked, mutedByBrowser, start, unmute } = useAutoplay(hasSource ? video : null, params.autoPlay === true);

  useEffect(() => {
    if (!video) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    if (video.canPlayType(HLS_MIME_TYPE) !== '') {
      video.src = source;
    } else {
      import('hls.js/light')
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            onFailed();
            return;
          }
          const hls = new Hls();
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) onFailed();
          });
          hls.loadSource(source);
          hls.attachMedia(video);
          destroy = () => hls.destroy();
        })
        .catch(onFailed);
    }
    return () => {
      cancelled = true;
      destroy?.();
      video.removeAttribute('src');
      video.load();
    };
  }, [video, source, onFailed]);

  return (
    <>
      <video
        ref={setVideo}
        part="video"
        css={videoStyles(params.hideVolumeControl === true)}
        controls
        playsInline
        loop
        aria-label={t('stream.playerTitle')}
        onLoadedMetadata={() => setHasSource(true)}
        onLoadedData={onLoaded}
        onError={onFailed}
      />
      {mutedByBrowser ? (
        <Button part="unmute" css={unmuteStyles} onClick={unmute}>
          {t('stream.unmute')}
        </Button>
      ) : null}
      <Modal
        open={blocked}
        title={t('stream.autoplayTitle')}
        onClose={start}
        actions={<Button onClick={start}>{t('stream.autoplayButton')}</Button>}
      >
        <p css={{ margin: 0 }}>{t('stream.autoplayText')}</p>
      </Modal>
    </>
  );
}
