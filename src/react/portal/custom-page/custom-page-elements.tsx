import { useCallback, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useConfig } from '../../core/config/config-context';
import { useElements } from '../../core/element/element-loaders';
import { HostContext } from '../../core/element/host-context';
import { JsxContent } from '../../core/jsx/render-jsx';
import { PortalStream } from '../pages/stream-page';
import { isGatedByStream, visibleElements, type PageElement } from './custom-page-rules';
import { VideoElement, type VideoParams } from './video-element';

/** A string param of an element, or undefined (params are JSON from the server; the event file validated them). */
function param(element: PageElement, key: string): string | undefined {
  const params = element.params as Record<string, unknown> | null;
  const value = params?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** §2 Custom page: each element rendered by its component type. */
export function CustomPageElements({ elements }: { elements: readonly PageElement[] }) {
  const ordered = visibleElements(elements);
  const hasStream = ordered.some((element) => !isGatedByStream(element.component));
  const [streamLoaded, setStreamLoaded] = useState(false);
  const onLoaded = useCallback(() => setStreamLoaded(true), []);
  const showGated = !hasStream || streamLoaded;
  return (
    <div part="custom-page-elements" css={{ display: 'grid', gap: 24 }}>
      {ordered.map((element) =>
        isGatedByStream(element.component) && !showGated ? null : (
          <section
            key={element.code}
            part="custom-page-element"
            data-component={element.component}
            data-code={element.code}
          >
            <PageElementView element={element} onStreamLoaded={onLoaded} />
          </section>
        ),
      )}
    </div>
  );
}

function PageElementView({ element, onStreamLoaded }: { element: PageElement; onStreamLoaded: () => void }): ReactNode {
  const { apiUrl, language } = useConfig();
  const { pathname } = useLocation();
  const configId = useContext(HostContext)?.getAttribute('config');
  const shared = { 'api-url': apiUrl, language, ...(configId ? { config: configId } : {}) };
  useElements(element.component === 'cta' && 'event-cards', element.component === 'form' && 'event-form');
  switch (element.component) {
    case 'cta': {
      const layout = param(element, 'layout');
      return (
        <event-cards path={param(element, 'path') ?? pathname} {...(layout === 'side' ? { layout } : {})} {...shared} />
      );
    }
    case 'stream':
      return <PortalStream code={param(element, 'streamCode') ?? ''} onLoaded={onStreamLoaded} />;
    case 'streamWithCta':
      return (
        <PortalStream
          code={param(element, 'streamCode') ?? ''}
          ctaPath={param(element, 'ctaPath') ?? pathname}
          onLoaded={onStreamLoaded}
        />
      );
    case 'jsx':
      return <JsxContent source={param(element, 'jsx') ?? ''} />;
    case 'video':
      // The event file checked the params against VideoParams.
      return <VideoElement {...(element.params as VideoParams)} />;
    case 'form':
      return <event-form code={param(element, 'formCode') ?? ''} {...shared} />;
  }
}
