import { useEffect } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { embedUrl } from '../stream-rules';
import type { PlayerProps } from './player-props';
import { useConfig } from '../../core/config/config-context';
import { eventUrlBase } from '../../core/api/event-url';

/** youtube, vimeo, 3q, contentFlow and iframe streams: the platform's player in a frame, with the stream's params. */
export function EmbedPlayer({ platform, params, onLoaded, onFailed }: PlayerProps) {
  const { t } = useTranslation();
  const { apiUrl } = useConfig();
  const src = embedUrl(platform, params, eventUrlBase(apiUrl));
  useEffect(() => {
    if (src === null) onFailed();
  }, [src, onFailed]);
  if (src === null) return null;
  return (
    <iframe
      part="player-frame"
      data-platform={platform}
      src={src}
      title={t('stream.playerTitle')}
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      onLoad={onLoaded}
      css={{ display: 'block', width: '100%', height: '100%', border: 0 }}
    />
  );
}
