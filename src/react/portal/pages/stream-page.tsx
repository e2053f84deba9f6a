import {
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type DetailedHTMLProps,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useConfig } from '../../core/config/config-context';
import { HostContext } from '../../core/element/host-context';
import { useElements } from '../../core/element/element-loaders';
import { FormDialog, type DialogForm } from '../../core/ui/form-dialog';
import { isExternalLink } from '../../core/ui/smart-link';
import { visuallyHidden } from '../../core/ui/visually-hidden';
import { ArenaChat } from '../support/arena-chat';
import { StreamGroupChat } from '../support/stream-group-chat';
import { useTranslation } from '../../core/i18n/translator';

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
  const { pathname } = useLocation();
  const { arenaChat, streamChat } = useConfig();
  // Our own chat when the event chose it (docs/decisions/0038); else §2 "An external arena chat shows on stream pages
  // when enabled."
  const ours = streamChat?.provider === 'foyer' ? streamChat : null;
  const arena = !ours && arenaChat?.isVisible ? arenaChat : null;
  const slot = (ours ?? arena)?.position === 'bottom' ? 'below' : 'cta';
  // The page uses the window's width (§2: the stream takes the left 70-80 %); the chat goes into the stream's
  // call-to-action column (side) or under the stream (bottom), so it never narrows the stream.
  return (
    <div css={{ padding: '24px 16px 48px' }}>
      <h1 css={visuallyHidden}>{t('stream.playerTitle')}</h1>
      <PortalStream key={code ?? ''} code={code ?? ''} ctaPath={pathname}>
        {ours ? <StreamGroupChat chat={ours} slot={slot} /> : null}
        {arena ? <ArenaChat chat={arena} slot={slot} /> : null}
      </PortalStream>
    </div>
  );
}

export interface PortalStreamProps {
  code: string;
  /** The path whose conversion cards fill the call-to-action slot; none without it. */
  ctaPath?: string;
  /** The player has loaded (event-stream-loaded). */
  onLoaded?: () => void;
  /** More content for the stream's slots (`cta`, `below`), such as the arena chat; it comes before the cards. */
  children?: ReactNode;
}

/** <event-stream> as the portal shows it (the stream page, a custom page's stream): §4 navigation, cards, forms. */
export function PortalStream({ code, ctaPath, onLoaded, children }: PortalStreamProps) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { apiUrl, language, projectId, streamPage } = useConfig();
  const host = useContext(HostContext);
  const element = useRef<HTMLElement>(null);
  const [form, setForm] = useState<DialogForm | null>(null);
  const closeForm = useCallback(() => setForm(null), []);
  useElements('event-stream', ctaPath ? 'event-cards' : false);

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const handlers: Record<string, (detail: Record<string, string>) => void> = {
      'event-stream-access': ({ result }) => navigate(ACCESS_ROUTES[result ?? 'error'] ?? '/closed', { replace: true }),
      'event-stream-not-found': () => navigate(code ? '/stream' : '/', { replace: true }),
      'event-stream-bad-request': () => navigate('/', { replace: true }),
      'event-stream-zoom-flag': () => navigate(`${pathname}?z=1`, { replace: true }),
      'event-stream-form': ({ formCode = '', label = '' }) =>
        setForm(formCode ? { code: formCode, title: label } : null),
      'event-stream-extern': ({ url = '/' }) => {
        if (isExternalLink(url)) window.location.assign(url);
        else navigate(url, { replace: true });
      },
      'event-stream-loaded': () => onLoaded?.(),
    };
    const listeners = Object.entries(handlers).map(([name, handle]) => {
      const listener = (event: Event) => handle((event as CustomEvent<Record<string, string>>).detail);
      target.addEventListener(name, listener);
      return [name, listener] as const;
    });
    return () => listeners.forEach(([name, listener]) => target.removeEventListener(name, listener));
  }, [navigate, code, pathname, onLoaded]);

  const configId = host?.getAttribute('config');
  return (
    <>
      <event-stream
        ref={element}
        code={code}
        api-url={apiUrl}
        language={language}
        project-id={String(projectId)}
        {...(configId ? { config: configId } : {})}
        {...(search.get('z') === '1' ? { 'zoom-flag': 'true' } : {})}
        {...(streamPage?.layout ? { layout: streamPage.layout } : {})}
        {...(streamPage?.leavePrompt ? { 'leave-prompt': 'true' } : {})}
      >
        {children}
        {/* §2: the call-to-action column beside the stream (one column) or below it. */}
        {ctaPath ? (
          <event-cards
            slot="cta"
            path={ctaPath}
            api-url={apiUrl}
            language={language}
            {...(streamPage?.layout === 'stacked' ? {} : { layout: 'side' })}
            {...(configId ? { config: configId } : {})}
          />
        ) : null}
      </event-stream>
      <FormDialog form={form} onClose={closeForm} />
    </>
  );
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
