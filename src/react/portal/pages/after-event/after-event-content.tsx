import { useContext } from 'react';
import { HostContext } from '../../../core/element/host-context';
import { JsxContent } from '../../../core/jsx/render-jsx';

/** Operator jsx content of an after-event page in its own part, or nothing when unset. */
export function AfterEventContent({ source, part }: { source: string | undefined; part: string }) {
  if (!source) return null;
  return (
    <div part={part} css={{ margin: '0 0 24px' }}>
      <JsxContent source={source} />
    </div>
  );
}

/** The host's `config` attribute, handed on to the tags a page renders so they read the same configuration. */
export function useConfigAttribute(): { config?: string } {
  const configId = useContext(HostContext)?.getAttribute('config');
  return configId ? { config: configId } : {};
}
