import { css } from '@emotion/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { buttonStyles } from '../core/ui/button';
import { mediaUp } from '../core/theme/theme';
import { visuallyHidden } from '../core/ui/visually-hidden';
import { useStreamEmit } from './hooks/use-stream-emit';
import { useVisitorCount } from './hooks/use-visitor-count';
import { StreamPlayer } from './stream-player';
import { actionWidthPercent, type StreamData } from './stream-rules';
import { useConfig } from '../core/config/config-context';
import { eventUrlBase } from '../core/api/event-url';

export type StreamLayout = 'side' | 'stacked';

/**
 * §2 layout 'side' on large screens: the stream in the left 75 %, the call-to-action column on the right "after the
 * stream loads" (or fails: its calls to action stay). Otherwise the stream on top, the call-to-action below.
 */
const layoutStyles = (layout: StreamLayout) => css`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  ${
    layout === 'side'
      ? `${mediaUp('lg')} {
        grid-template-columns: minmax(0, 75fr) minmax(0, 25fr);
        align-items: start;
        & > [part='cta'][data-loaded='false'] { display: none; }
      }`
      : ''
  }
`;

const actionRow = css`
  display: flex;
  flex-wrap: wrap;
  list-style: none;
  margin: 0;
  padding: 0;
`;

interface StreamViewProps {
  stream: StreamData;
  layout: StreamLayout;
  zoomPage: string;
}

/** The stream page: player, visitor count, content, action buttons and the stream chat. */
export function StreamView({ stream, layout, zoomPage }: StreamViewProps) {
  const { t } = useTranslation();
  const emit = useStreamEmit();
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  // A retry mounts a new player: the stream's source is asked for afresh.
  const [attempt, setAttempt] = useState(0);
  const visitors = useVisitorCount(stream.code, stream.showVisitorCount);
  const onLoaded = useCallback(() => setLoaded(true), []);
  const onFailed = useCallback(() => setFailed(true), []);
  const onRetry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  const shown = loaded || failed || stream.platform === 'none';

  useEffect(() => {
    if (loaded) emit('event-stream-loaded', { code: stream.code, platform: stream.platform });
  }, [loaded, emit, stream.code, stream.platform]);

  const chat = stream.chat?.isVisible && stream.chat.link ? stream.chat : null;
  const actions = stream.actions;
  const width = actionWidthPercent(actions.length);

  return (
    <div css={layoutStyles(layout)} part="stream" data-layout={layout}>
      <div css={{ display: 'grid', gap: 16, minWidth: 0 }}>
        <StreamPlayer
          key={attempt}
          code={stream.code}
          platform={stream.platform}
          params={stream.params}
          onLoaded={onLoaded}
          onFailed={onFailed}
          onRetry={onRetry}
          failed={failed}
          failureText={stream.failureText}
          zoomPage={zoomPage}
        />
        {/* §2 "Action buttons under the stream". */}
        {actions.length > 0 ? (
          <ul css={actionRow} aria-label={t('stream.actions')} part="actions">
            {actions.map((action, index) => (
              <li
                key={`${action.label}-${index}`}
                css={{ width: `${width}%`, padding: 4, display: 'flex' }}
                part="action"
              >
                {action.type === 'form' && action.formCode ? (
                  <button
                    type="button"
                    css={[buttonStyles('primary'), { width: '100%' }]}
                    onClick={() =>
                      emit('event-stream-form', {
                        code: stream.code,
                        formCode: action.formCode ?? '',
                        label: action.label,
                      })
                    }
                  >
                    {action.label}
                  </button>
                ) : (
                  <a
                    href={action.url ?? '#'}
                    css={[buttonStyles('primary'), { width: '100%' }]}
                    {...(action.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {action.label}
                    {action.openInNewTab ? <span css={visuallyHidden}> {t('common.opensInNewTab')}</span> : null}
                  </a>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {stream.showVisitorCount ? (
          <p part="visitor-count" role="status" css={{ margin: 0 }}>
            {t('stream.visitors', { count: visitors })}
          </p>
        ) : null}
        {stream.content ? (
          <p part="content" css={{ margin: 0 }}>
            {stream.content}
          </p>
        ) : null}
        {/* A chat below the stream sits in the stream's column, so no taller call-to-action column leaves a gap above it. */}
        {chat && chat.position === 'bottom' ? <StreamChat chat={chat} /> : null}
        <slot name="below" />
      </div>
      <aside
        part="cta"
        data-loaded={String(shown)}
        css={{ display: 'grid', gap: 16, alignContent: 'start', minWidth: 0 }}
      >
        {/* The page around the element puts its call-to-action cards here (the portal: <event-cards slot="cta">). */}
        <slot name="cta" />
        {chat && chat.position !== 'bottom' ? <StreamChat chat={chat} /> : null}
      </aside>
    </div>
  );
}

function StreamChat({ chat }: { chat: NonNullable<StreamData['chat']> }) {
  const { t } = useTranslation();
  const { apiUrl } = useConfig();
  const src = new URL(chat.link ?? '', eventUrlBase(apiUrl));
  if (chat.publisher) src.searchParams.set('publisher', chat.publisher);
  if (chat.chatroom) src.searchParams.set('chatroom', chat.chatroom);
  return (
    <iframe
      part="chat"
      data-position={chat.position ?? 'side'}
      src={src.href}
      title={t('stream.chatTitle')}
      css={{ width: '100%', height: 480, border: 0 }}
    />
  );
}
