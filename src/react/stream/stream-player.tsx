import { css } from '@emotion/react';
import { useTranslation } from '../core/i18n/translator';
import { token } from '../core/theme/theme';
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

interface StreamPlayerProps extends PlayerProps {
  failed: boolean;
  failureText: string | null;
  zoomPage: string;
}

/** The platform's player in a 16:9 frame, or the stream's failure text once it failed. */
export function StreamPlayer({ failed, failureText, zoomPage, ...player }: StreamPlayerProps) {
  const { t } = useTranslation();
  if (player.platform === 'none') return null;
  return (
    <div css={frame} part="player" data-platform={player.platform}>
      {failed ? (
        <p role="alert" part="failure" css={{ margin: 0, padding: 24 }}>
          {failureText ?? t('stream.loadError')}
        </p>
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
