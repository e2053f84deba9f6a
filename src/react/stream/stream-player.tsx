import { css } from '@emotion/react';
import { useTranslation } from '../core/i18n/translator';
import { token } from '../core/theme/theme';
import { Button } from '../core/ui/button';
import { EmbedPlayer } from './players/embed-player';
import { HlsPlayer } from './players/hls-player';
import type { PlayerProps } from './players/player-props';
import { ZoomMeeting } from './players/zoom-meeting';
import { EMBED_PLATFORMS } from './stream-rules';

/** §2 "Video aspect ratio 16:9." */
const frame = css`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: ${token('colorSurface')};
  border-radius: ${token('radius')};
  overflow: hidden;
`;

/** The failure text and its retry, in the middle of the frame. */
const failure = css`
  display: grid;
  gap: 12px;
  align-content: center;
  justify-items: start;
  height: 100%;
  box-sizing: border-box;
  padding: 24px;
`;

interface StreamPlayerProps extends PlayerProps {
  failed: boolean;
  /** Mounts the player again after a failure. */
  onRetry: () => void;
  failureText: string | null;
  zoomPage: string;
}

/** The platform's player in a 16:9 frame, or the stream's failure text once it failed. */
export function StreamPlayer({ failed, failureText, zoomPage, onRetry, ...player }: StreamPlayerProps) {
  const { t } = useTranslation();
  if (player.platform === 'none') return null;
  return (
    <div css={frame} part="player" data-platform={player.platform}>
      {failed ? (
        <div role="alert" part="failure" css={failure}>
          <p css={{ margin: 0 }}>{failureText ?? t('stream.loadError')}</p>
          <Button onClick={onRetry}>{t('common.retry')}</Button>
        </div>
      ) : player.platform === 'hls' ? (
        <HlsPlayer {...player} />
      ) : player.platform === 'zoom' ? (
        <ZoomMeeting {...player} zoomPage={zoomPage} />
      ) : (EMBED_PLATFORMS as readonly string[]).includes(player.platform) ? (
        <EmbedPlayer {...player} />
      ) : (
        <p role="alert" part="failure" css={{ margin: 0, padding: 24 }}>
          {failureText ?? t('stream.loadError')}
        </p>
      )}
    </div>
  );
}
