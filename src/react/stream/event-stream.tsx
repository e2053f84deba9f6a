import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { useConfig } from '../core/config/config-context';
import { useSession } from '../core/session/session';
import { isLoggedIn } from '../core/session/session-store';
import { Button } from '../core/ui/button';
import { Loading } from '../core/ui/loading';
import { useAnonymousSession } from './hooks/use-anonymous-session';
import { useStream } from './hooks/use-stream';
import { useStreamAccess } from './hooks/use-stream-access';
import { useStreamEmit } from './hooks/use-stream-emit';
import { useStreamPresence } from './hooks/use-stream-presence';
import { useLeavePrompt } from './hooks/use-leave-prompt';
import { StreamView, type StreamLayout } from './stream-view';
import { externTarget, type StreamData } from './stream-rules';

export interface EventStreamProps {
  /** The stream's code; empty: the project's first stream. */
  code?: string;
  /** The page has the ?z=1 flag a zoom stream needs (the portal sets it from the URL). */
  zoomFlag?: boolean;
  layout?: string;
  /** Ask before the visitor leaves the page. */
  leavePrompt?: boolean;
  /** The meeting page a zoom stream frames. */
  zoomPage?: string;
}

const ACCESS_TEXTS = {
  early: 'stream.early',
  late: 'stream.late',
  loggedOut: 'stream.loggedOut',
  error: 'stream.accessError',
} as const;

/** <event-stream>: access check, then the stream's player, presence and visitor count (portal.md §2, §4). */
export function EventStream({
  code,
  zoomFlag = false,
  layout,
  leavePrompt = false,
  zoomPage = '/zoom.html',
}: EventStreamProps) {
  const { t } = useTranslation();
  const { projectId } = useConfig();
  const session = useSession();
  const loggingIn = useAnonymousSession();
  const access = useStreamAccess(projectId, loggingIn);
  const streamState = useStream(
    { projectId, code: code || null, noSession: !isLoggedIn(session) },
    loggingIn || access !== 'ok',
  );
  useLeavePrompt(leavePrompt && streamState.status === 'ready');

  if (loggingIn || access === 'checking') return <Loading label={t('stream.loading')} />;
  if (access !== 'ok') return <Notice>{t(ACCESS_TEXTS[access])}</Notice>;
  switch (streamState.status) {
    case 'loading':
      return <Loading label={t('stream.loading')} />;
    case 'notFound':
      return <Notice>{t('stream.notFound')}</Notice>;
    case 'inUse':
      return <InUse />;
    case 'failed':
      return (
        <Notice>
          {t('stream.loadError')} <Button onClick={streamState.retry}>{t('common.retry')}</Button>
        </Notice>
      );
    case 'ready':
      return (
        <ReadyStream
          stream={streamState.stream}
          zoomFlag={zoomFlag}
          layout={layout === 'stacked' ? 'stacked' : 'side'}
          zoomPage={zoomPage}
        />
      );
  }
}

function ReadyStream({
  stream,
  zoomFlag,
  layout,
  zoomPage,
}: {
  stream: StreamData;
  zoomFlag: boolean;
  layout: StreamLayout;
  zoomPage: string;
}) {
  const { t } = useTranslation();
  const emit = useStreamEmit();
  const [joined, setJoined] = useState(false);
  const extern = stream.type === 'extern';
  const needsZoomFlag = !extern && stream.platform === 'zoom' && !zoomFlag && !joined;
  // §4 presence is not sent for a zoom stream without the z flag, nor for a stream that plays elsewhere.
  const presence = useStreamPresence(stream.code, !extern && !needsZoomFlag);

  useEffect(() => {
    if (extern) emit('event-stream-extern', { code: stream.code, url: externTarget(stream) });
    else if (needsZoomFlag) emit('event-stream-zoom-flag', { code: stream.code });
  }, [extern, needsZoomFlag, emit, stream]);

  if (presence === 'inUse') return <InUse />;
  if (presence === 'badRequest') return <Notice>{t('stream.badRequest')}</Notice>;
  if (extern) {
    return (
      <Notice>
        {t('stream.externText')} <a href={externTarget(stream)}>{t('stream.externLink')}</a>
      </Notice>
    );
  }
  if (needsZoomFlag) {
    // The portal reloads the path with ?z=1; on its own in a page the visitor joins here.
    return (
      <Notice>
        <Button onClick={() => setJoined(true)}>{t('stream.zoomJoin')}</Button>
      </Notice>
    );
  }
  return <StreamView stream={stream} layout={layout} zoomPage={zoomPage} />;
}

/** §4 "409 shows 'stream already in use' with a reload button". */
function InUse() {
  const { t } = useTranslation();
  return (
    <Notice>
      {t('stream.inUse')} <Button onClick={() => window.location.reload()}>{t('stream.reload')}</Button>
    </Notice>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="alert" part="notice" css={{ padding: 24, display: 'grid', gap: 12, justifyItems: 'start' }}>
      {children}
    </div>
  );
}
