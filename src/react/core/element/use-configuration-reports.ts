import { useEffect } from 'react';
import { onApiFailure } from '../api/api-transport';
import { reportOnce } from './element-errors';

interface ConfigurationFacts {
  host: HTMLElement;
  apiUrl: string;
  /** The `config` attribute: the id of the config script the element was told to read. */
  configScriptId: string | undefined;
  /** The attribute name (kebab-case) of a missing required attribute. */
  missingAttribute: string | undefined;
}

/** Reports each misconfiguration of an element once, naming the element, the attribute and the URL. */
export function useConfigurationReports({ host, apiUrl, configScriptId, missingAttribute }: ConfigurationFacts): void {
  useEffect(
    () =>
      onApiFailure(apiUrl, (url, reason) =>
        reportOnce(
          host,
          `api ${url}`,
          `the API at ${url} did not answer (${reason}). Check the api-url attribute (or apiUrl in the config script) and that the server allows this page's origin (CORS_ORIGINS).`,
        ),
      ),
    [host, apiUrl],
  );
  useEffect(() => {
    if (!configScriptId || host.ownerDocument.getElementById(configScriptId)) return;
    reportOnce(
      host,
      `config ${configScriptId}`,
      `config="${configScriptId}" names no <script type="application/json" id="${configScriptId}"> in the page ${host.ownerDocument.URL}; using the attributes and defaults.`,
    );
  }, [host, configScriptId]);
  useEffect(() => {
    if (missingAttribute) {
      reportOnce(
        host,
        `missing ${missingAttribute}`,
        `the ${missingAttribute} attribute is missing; nothing to show. Set it to a ${missingAttribute} of the event the API at ${new URL(apiUrl, host.ownerDocument.URL).href} serves.`,
      );
    }
  }, [host, missingAttribute, apiUrl]);
}
