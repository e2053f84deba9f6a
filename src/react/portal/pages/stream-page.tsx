import { useContext, useEffect, useRef, useState, type DetailedHTMLProps, type HTMLAttributes } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useConfig } from '../../core/config/config-context';
import type { ArenaChatConfig } from '../../core/config/config-types';
import { HostContext } from '../../core/element/host-context';
import { Button } from '../../core/ui/button';
import { Modal } from '../../core/ui/modal';
import { isExternalLink, visuallyHidden } from '../../core/ui/smart-link';
import { mediaUp } from '../../core/theme/theme';
import { ArenaChat } from '../support/arena-chat';
import { useTranslation } from 'react-i18next';

type EventStreamAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  code?: string;
  'api-url'?: string;
  language?: string;
  config?: string;
  'project-id'?: string;
  'zoom-flag'?: string;
  layout?: string;
  'leave-prompt'?: string;
};

type ElementAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  code?: string;
  path?: string;
  layout?: string;
  'api-url'?: string;
  language?: string;
  config?: string;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'event-stream': EventStreamAttributes;
      'event-cards': ElementAttributes;
      'event-form': ElementAttributes;
    }
  }
}

/** §4 where the portal sends the visitor for each stream access result other than ok. */
const ACCESS_ROUTES: Record<string, string> = {
  early: '/closed',
  late: '/fin',
  loggedOut: '/logout',
  error: '/closed',
};

/**
 * §2 /stream and /stream/{code}: <event-stream> with the portal's settings. The element reports what must happen
 * (portal.md §4) and the portal navigates.
 */
export function StreamPage() {
  const { code } = useParams();
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { apiUrl, language, projectId, streamPage, arenaChat } = useConfig();
  const chat = arenaChat?.isVisible ? arenaChat : null;
  const host = useContext(HostContext);
  const element = useRef<HTMLElement>(null);
  const [form, setForm] = useState<{ code: string; label: string } | null>(null);

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const handlers: Record<string, (detail: Record<string, string>) => void> = {
      'event-stream-access': ({ result }) => navigate(ACCESS_ROUTES[result ?? 'error'] ?? '/closed', { replace: true }),
      'event-stream-not-found': () => navigate(code ? '/stream' : '/', { replace: true }),
      'event-stream-bad-request': () => navigate('/', { replace: true }),
      'event-stream-zoom-flag': () => navigate(`${pathname}?z=1`, { replace: true }),
      'event-stream-form': ({ formCode = '', label = '' }) => setForm(formCode ? { code: formCode, label } : null),
      'event-stream-extern': ({ url = '/' }) => {
        if (isExternalLink(url)) window.location.assign(url);
        else navigate(url, { replace: true });
      },
    };
    const listeners = Object.entries(handlers).map(([name, handle]) => {
      const listener = (event: Event) => handle((event as CustomEvent<Record<string, string>>).detail);
      target.addEventListener(name, listener);
      return [name, listener] as const;
    });
    return () => listeners.forEach(([name, listener]) => target.removeEventListener(name, listener));
  }, [navigate, code, pathname]);

  const configId = host?.getAttribute('config');
  return (
    <div css={[{ maxWidth: 1600, margin: '0 auto', padding: '24px 16px 48px' }, chat && arenaChatLayout(chat)]}>
      <h1 css={visuallyHidden}>{t('stream.playerTitle')}</h1>
      <event-stream
        ref={element}
        key={code ?? ''}
        code={code ?? ''}
        api-url={apiUrl}
        language={language}
        project-id={String(projectId)}
        {...(configId ? { config: configId } : {})}
        {...(search.get('z') === '1' ? { 'zoom-flag': 'true' } : {})}
        {...(streamPage?.layout ? { layout: streamPage.layout } : {})}
        {...(streamPage?.leavePrompt ? { 'leave-prompt': 'true' } : {})}
      >
        {/* §2: the call-to-action column beside the stream (one column) or below it. */}
        <event-cards
          slot="cta"
          path={pathname}
          api-url={apiUrl}
          language={language}
          {...(streamPage?.layout === 'stacked' ? {} : { layout: 'side' })}
          {...(configId ? { config: configId } : {})}
        />
      </event-stream>
      {chat ? <ArenaChat chat={chat} /> : null}
      <Modal
        open={form !== null}
        title={form?.label ?? ''}
        onClose={() => setForm(null)}
        actions={
          <Button variant="secondary" onClick={() => setForm(null)}>
            {t('common.close')}
          </Button>
        }
      >
        {form ? <event-form code={form.code} api-url={apiUrl} language={language} /> : null}
      </Modal>
    </div>
  );
}

/** §2 the arena chat beside the stream on large screens (position side) or below it (bottom). */
function arenaChatLayout(chat: ArenaChatConfig) {
  return {
    display: 'grid',
    gap: 16,
    ...(chat.position === 'bottom'
      ? {}
      : { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 360px', alignItems: 'start' } }),
  };
}

/** §2 "/preStream redirects to /stream; /preStream/{code} redirects to /stream/{code} (full page load if configured)". */
export function PreStreamRedirect() {
  const { code } = useParams();
  const { streamPage, routing } = useConfig();
  const target = code ? `/stream/${encodeURIComponent(code)}` : '/stream';
  const fullPageLoad = Boolean(code && streamPage?.fullPageLoad && routing === 'history');
  useEffect(() => {
    if (fullPageLoad) window.location.replace(target);
  }, [fullPageLoad, target]);
  return fullPageLoad ? null : <Navigate to={target} replace />;
}
