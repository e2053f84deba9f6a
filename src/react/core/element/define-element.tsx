import { ApolloProvider } from '@apollo/client';
import r2wc from '@r2wc/react-to-web-component';
import { useMemo, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getApiClient } from '../api/api-client';
import { ConfigContext } from '../config/config-context';
import type { FoyerConfig } from '../config/config-types';
import { readConfig } from '../config/read-config';
import { ErrorBoundary } from '../errors/error-boundary';
import { getI18n, htmlLang } from '../i18n/i18n';
import { HostContext } from './host-context';
import { ShadowStyleRoot } from './shadow-style-root';

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
}

type HostProps = Record<string, unknown> & { container?: ShadowRoot | HTMLElement; config?: string };

/** A custom element class for a React feature: open shadow root, its own emotion cache, every provider. */
export function defineElement<FeatureProps extends object>({
  tagName,
  component: Feature,
  configAttributes = {},
  attributes = {},
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
    const i18n = useMemo(
      () =>
        getI18n({
          language: config.language,
          fallbackLanguage: config.fallbackLanguage,
          overrides: config.languageOverrides,
        }),
      [config.language, config.fallbackLanguage, config.languageOverrides],
    );
    const client = useMemo(() => getApiClient(config.apiUrl, config.apiType), [config.apiUrl, config.apiType]);
    const featureProps = pick(props, featureKeys);

    return (
      <ShadowStyleRoot shadowRoot={shadowRoot} theme={config.theme}>
        <HostContext.Provider value={host}>
          <ConfigContext.Provider value={config}>
            <I18nextProvider i18n={i18n}>
              <ApolloProvider client={client}>
                <div
                  lang={htmlLang(config.language)}
                  part="root"
                  css={{ minHeight: 'inherit', display: 'flex', flexDirection: 'column' }}
                >
                  <ErrorBoundary tagName={tagName}>
                    <FeatureComponent {...featureProps} />
                  </ErrorBoundary>
                </div>
              </ApolloProvider>
            </I18nextProvider>
          </ConfigContext.Provider>
        </HostContext.Provider>
      </ShadowStyleRoot>
    );
  }
  ElementRoot.displayName = `${tagName}-root`;

  return r2wc(ElementRoot, {
    shadow: 'open',
    props: { config: 'string', ...CONFIG_ATTRIBUTES, ...configAttributes, ...attributes },
  });
}

export { registerElement } from './register-element';

function pick(source: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
}
