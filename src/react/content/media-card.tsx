import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { token } from '../core/theme/theme';
import { coverImage } from './content-styles';
import type { Media } from './use-content';
import { useEventUrl } from '../core/api/event-url';

/** The Vimeo player of a video; autoplay because the visitor has just pressed play. */
export function vimeoPlayerUrl(videoId: string): string {
  return `https://player.vimeo.com/video/${encodeURIComponent(videoId)}?autoplay=1`;
}

const frame = css`
  position: relative;
  aspect-ratio: 16 / 9;
  border-radius: ${token('radius')};
  overflow: hidden;
  background: ${token('colorSurface')};
`;

const playButton = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  border: 0;
  padding: 0;
  background: transparent;
  cursor: pointer;
  & > span {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 64px;
    height: 64px;
    border-radius: 50%;
    background: ${token('colorPrimary')};
    color: ${token('colorOnPrimary')};
    font-size: 28px;
    box-shadow: 0 2px 12px rgb(0 0 0 / 30%);
  }
  &:hover > span {
    filter: brightness(1.15);
  }
`;

const player = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
`;

/** §2 "media cards with thumbnail and play button; a vimeo-type item plays inline": the player replaces the thumbnail. */
export function MediaCard({ media }: { media: Media }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const eventUrl = useEventUrl();
  const playerRef = useRef<HTMLIFrameElement>(null);
  // The play button disappears with the thumbnail; keyboard focus moves on to the player that replaced it.
  useEffect(() => {
    if (playing) playerRef.current?.focus();
  }, [playing]);

  return (
    <article part="media-card" data-media-code={media.code}>
      <div css={frame}>
        {playing ? (
          <iframe
            ref={playerRef}
            src={vimeoPlayerUrl(media.params.videoId)}
            title={media.title}
            css={player}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <>
            {media.params.thumbnailLarge ? (
              <img src={eventUrl(media.params.thumbnailLarge)} alt="" css={[coverImage, { borderRadius: 0 }]} />
            ) : null}
            <button
              type="button"
              css={playButton}
              aria-label={t('mediaLibrary.play', { title: media.title })}
              onClick={() => setPlaying(true)}
            >
              <span aria-hidden="true">▶</span>
            </button>
          </>
        )}
      </div>
      <h3 css={{ margin: '8px 0 0', fontSize: 18 }}>{media.title}</h3>
    </article>
  );
}
