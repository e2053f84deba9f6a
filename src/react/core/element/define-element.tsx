import r2wc from '@r2wc/react-to-web-component';
import { Fragment, Suspense, use, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { TranslationProvider, type Translator } from '../i18n/translator';
import { ConfigContext } from '../config/config-context';
import type { FoyerConfig, Language } from '../config/config-types';
import { readConfig } from '../config/read-config';
import { ErrorBoundary, MissingAttribute } from '../errors/error-boundary';
import { htmlLang, loadI18n } from '../i18n/i18n';
import { exportPartsOnConnect, exportPartsWhenNested } from './export-parts';
import { HostContext } from './host-context';
import { ShadowStyleRoot } from './shadow-style-root';
import { useConfigurationReports } from './use-configuration-reports';

/** How r2wc parses an attribute into a prop (r2wc parses a boolean only when its value is truthy, e.g. ="true"). */
export type AttributeType = 'string' | 'number' | 'boolean';

/** The configuration keys every element takes as attributes (kebab-case: api-url, project-id, ...). */
const CONFIG_ATTRIBUTES = {
  apiUrl: 'string',
  language: 'string',
  projectId: 'number',
  eventProjectId: 'number',
} as const satisfies Partial<Record<keyof FoyerConfig, AttributeType>>;

type ConfigAttributeName = keyof FoyerConfig;

export interface ElementDefinition<FeatureProps extends object> {
  /** The tag name, used in messages; the element file registers it. */
  tagName: string;
  /** The feature's React tree. It reads the configuration through useConfig(). */
  component: ComponentType<FeatureProps>;
  /** Further configuration keys this element takes as attributes. */
  configAttributes?: Partial<Record<ConfigAttributeName, AttributeType>>;
  /** The feature's own attributes, passed to it as props. */
  attributes?: Partial<Record<keyof FeatureProps & string, AttributeType>>;
  /** Attributes without which the feature cannot work: a missing one is reported and shown, never guessed. */
  requiredAttributes?: (keyof FeatureProps & string)[];
  /**
   * The language the element speaks from its first render, when it is not simply the configuration's (the portal
   * follows its visitor): only that language's texts are loaded, never the configured one's first.
   */
  startingLanguage?: (config: FoyerConfig) => Language;
  /**
   * The provider of Apollo Client for an element whose first render reads through Apollo's hooks
   * (ElementApolloProvider, imported by the element's module so that Apollo downloads with it). Without it the element
   * renders before Apollo has loaded: its first answers come through useApiQuery and what needs Apollo's hooks renders
   * inside <WithApollo> (decision 0015).
   */
  apollo?: ComponentType<{ children: ReactNode }>;
  /**
   * The space the element takes from its first render, before its script's data arrive (a CSS length): what it
   * usually needs in the demo, so a CMS page does not jump when it loads (issue 32: a page of five polls shifted by
   * 0.36). The element grows past it when its content is taller; an editor sizes it with `min-height` on the tag.
   * Only in the host page's own document: nested in another element's shadow root it reserves nothing.
   */
  reservedHeight?: string;
}

type HostProps = Record<string, unknown> & { container?: ShadowRoot | HTMLElement; config?: string };

/** A custom element class for a React feature: open shadow root, its own emotion cache, every provider. */
export function defineElement<FeatureProps extends object>({
  tagName,
  component: Feature,
  configAttributes = {},
  attributes = {},
  requiredAttributes = [],
  startingLanguage,
  apollo: ApolloBoundary = Fragment,
  reservedHeight,
}: ElementDefinition<FeatureProps>): CustomElementConstructor {
  // r2wc hands over plain attribute values; the feature's own props are picked from them by name.
  const FeatureComponent = Feature as ComponentType<Record<string, unknown>>;
  const configKeys = Object.keys({ ...CONFIG_ATTRIBUTES, ...configAttributes });
  const featureKeys = Object.keys(attributes);

  function ElementRoot({ container, config: configScriptId, ...props }: HostProps) {
    const shadowRoot = container as ShadowRoot;
    const host = shadowRoot.host as HTMLElement;
    const attributeKey = JSON.stringify(pick(props, configKeys));
    const config = useMemo(
      () =>
        readConfig({
          tagName,
          attributes: JSON.parse(attributeKey) as Partial<FoyerConfig>,
          configScriptId,
          root: host.ownerDocument,
        }),
      [attributeKey, configScriptId, host],
    );
    const language = useMemo(() => startingLanguage?.(config) ?? config.language, [config]);
    const i18n = useMemo(
      () =>
        loadI18n({
          language,
          fallbackLanguage: config.fallbackLanguage,
          overrides: config.languageOverrides,
        }),
      [language, config.fallbackLanguage, config.languageOverrides],
    );
    const featureProps = pick(props, featureKeys);
    // Only a tag in the host page reserves its space: one inside another element (the portal's cards and forms, the
    // form dialog) is laid out by that element, which has reserved its own.
    const reserved = host.getRootNode() === host.ownerDocument ? reservedHeight : undefined;
    useEffect(() => exportPartsWhenNested(host, shadowRoot), [host, shadowRoot]);
    const missingProp = requiredAttributes.find((name) => !featureProps[name]);
    const missing = missingProp === undefined ? undefined : kebabCase(missingProp);
    useConfigurationReports({ host, apiUrl: config.apiUrl, configScriptId, missingAttribute: missing });

    return (
      <ShadowStyleRoot shadowRoot={shadowRoot} theme={config.theme} reservedHeight={reserved}>
        <HostContext.Provider value={host}>
          <ConfigContext.Provider value={config}>
            {/* The locale is its own chunk: the element renders once it is there. */}
            <Suspense fallback={null}>
              <LoadedTranslator i18n={i18n}>
                <ApolloBoundary>
                  <div
                    lang={htmlLang(language)}
                    part="root"
                    css={{ minHeight: 'inherit', display: 'flex', flexDirection: 'column' }}
                  >
                    <ErrorBoundary tagName={tagName}>
                      {missing ? <MissingAttribute attribute={missing} /> : <FeatureComponent {...featureProps} />}
                    </ErrorBoundary>
                  </div>
                </ApolloBoundary>
              </LoadedTranslator>
            </Suspense>
          </ConfigContext.Provider>
        </HostContext.Provider>
      </ShadowStyleRoot>
    );
  }
  ElementRoot.displayName = `${tagName}-root`;

  const props = { config: 'string', ...CONFIG_ATTRIBUTES, ...configAttributes, ...attributes } as const;
  const Element = r2wc(ElementRoot, { shadow: 'open', props }) as R2wcElementClass;
  const propOfAttribute = new Map(Object.keys(props).map((prop) => [kebabCase(prop), prop]));
  // r2wc ignores a removed attribute and keeps the last value; a removed attribute means the default again.
  return class extends Element {
    constructor() {
      super();
      // r2wc starts every element as connected, so one built detached (React creates a nested element, sets its
      // attributes, and only then inserts it) would mount its tree before it is in the document, and emotion's rules
      // inserted into a detached shadow root's <style> are lost (the reset went missing). It mounts on connecting.
      this[R2WC_CONNECTED] = false;
    }

    override connectedCallback(): void {
      super.connectedCallback();
      exportPartsOnConnect(this);
    }

    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      super.attributeChangedCallback(name, oldValue, value);
      const prop = propOfAttribute.get(name);
      if (value !== null || prop === undefined) return;
      this[R2WC_PROPS][prop] = undefined;
      this[R2WC_RENDER]();
    }
  };
}

// r2wc keeps an element's props, its re-render and whether it is connected under these registered symbols.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

type R2wcElementClass = new () => HTMLElement & {
  connectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  [R2WC_CONNECTED]: boolean;
};

/** apiUrl -> api-url, as r2wc names attributes. */
function kebabCase(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, before: string, upper: string) => `${before}-${upper.toLowerCase()}`);
}

function LoadedTranslator({ i18n, children }: { i18n: Promise<Translator>; children: ReactNode }) {
  return <TranslationProvider translator={use(i18n)}>{children}</TranslationProvider>;
}

export { registerElement } from './register-element';

function pick(source: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
}
