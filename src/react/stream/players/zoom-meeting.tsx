import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { useConfig } from '../../core/config/config-context';
import { STORAGE_KEYS, ZOOM_MIN_WIDTH_PX } from '../../core/constants';
import { useSession } from '../../core/session/session';
import type { KeyValueStorage } from '../../core/storage/element-storage';
import { useElementStorage } from '../../core/storage/use-element-storage';
import { MeetingNamePrompt } from '../../core/ui/meeting-name-prompt';
import { useMediaQuery } from '../hooks/use-media-query';
import { isZoomEndedMessage, zoomFrameUrl } from '../stream-rules';
import type { PlayerProps } from './player-props';
import { eventUrlBase } from '../../core/api/event-url';

function storedName(storage: KeyValueStorage): string {
  return storage.getItem(STORAGE_KEYS.meetingName) ?? '';
}

/**
 * §2 "Embedded meeting component: asks for a display name if none is stored, then shows the meeting; on an end
 * message shows the end text; at a screen width of 768 px or less shows a use-desktop message."
 */
export function ZoomMeeting({ params, onLoaded, zoomPage }: PlayerProps & { zoomPage: string }) {
  const { t } = useTranslation();
  const { language, apiUrl } = useConfig();
  const { user } = useSession();
  const storage = useElementStorage('localStorage');
  const wideEnough = useMediaQuery(`(min-width: ${ZOOM_MIN_WIDTH_PX}px)`);
  const [name, setName] = useState(
    () =>
      storedName(storage) || params.joinParams?.userName || [user?.firstname, user?.lastname].filter(Boolean).join(' '),
  );
  const [ended, setEnded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && isZoomEndedMessage(event.data)) setEnded(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (!wideEnough) {
    return (
      <p role="status" part="zoom-desktop-only" css={messageStyles}>
        {t('stream.zoomDesktopOnly')}
      </p>
    );
  }
  if (ended) {
    return (
      <p role="status" part="zoom-ended" css={messageStyles}>
        {t('stream.zoomEnded')}
      </p>
    );
  }
  if (!name) return <MeetingNamePrompt part="zoom-name" onName={setName} css={{ padding: 24, maxWidth: 420 }} />;
  return (
    <iframe
      ref={frame}
      part="player-frame"
      data-platform="zoom"
      src={zoomFrameUrl(zoomPage, params, name, language, eventUrlBase(apiUrl))}
      title={t('stream.zoomFrameTitle')}
      allow="camera; microphone; fullscreen; display-capture; autoplay"
      onLoad={onLoaded}
      css={{ display: 'block', width: '100%', height: '100%', border: 0 }}
    />
  );
}

const messageStyles = {
  margin: 0,
  padding: 24,
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  background: '#10151f',
  color: '#ffffff',
} as const;
