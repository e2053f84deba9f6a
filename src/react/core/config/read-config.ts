import * as v from 'valibot';
import { configSchema } from './config-schema';
import type { FoyerConfig } from './config-types';
import { DEFAULT_CONFIG } from './defaults';

/** The id of the config script an element reads when its `config` attribute names none. */
export const DEFAULT_CONFIG_SCRIPT_ID = 'foyer-config';

export interface ConfigSources {
  /** The element's tag name, for messages. */
  tagName: string;
  /** Settings given as attributes; they win over the config script. */
  attributes: Partial<FoyerConfig>;
  /** The id of the `<script type="application/json">` that holds the configuration. */
  configScriptId?: string;
  root: Pick<Document, 'getElementById'>;
  logger?: Pick<Console, 'error'>;
}

type Logger = Pick<Console, 'error'>;

/** Attributes, then the config script, then the defaults of portal.md §9. Never throws: bad input is logged. */
export function readConfig({
  tagName,
  attributes,
  configScriptId,
  root,
  logger = console,
}: ConfigSources): FoyerConfig {
  const scriptId = configScriptId || DEFAULT_CONFIG_SCRIPT_ID;
  const fromScript = readConfigScript(root, scriptId, `<${tagName}>`, logger);
  const fromAttributes = validConfig(withoutUndefined(attributes), `<${tagName}>: attribute`, logger);
  return { ...DEFAULT_CONFIG, ...fromScript, ...fromAttributes };
}

function readConfigScript(
  root: Pick<Document, 'getElementById'>,
  id: string,
  owner: string,
  logger: Logger,
): Partial<FoyerConfig> {
  const script = root.getElementById(id);
  if (!script) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(script.textContent ?? '');
  } catch (error) {
    logger.error(
      `${owner}: the config script #${id} is not valid JSON (${(error as Error).message}); using the default configuration. ${scriptHint(id)}`,
    );
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    logger.error(
      `${owner}: the config script #${id} must hold a JSON object; using the default configuration. ${scriptHint(id)}`,
    );
    return {};
  }
  return validConfig(parsed as Record<string, unknown>, `${owner}: config script #${id}, setting`, logger);
}

/** Where a broken config script is set: the element's config attribute names it (foyer-config without one). */
function scriptHint(id: string): string {
  return `Check the config attribute (config="${id}") and the <script type="application/json" id="${id}"> of the page.`;
}

/** Keeps the valid top-level settings and logs each invalid one once. */
function validConfig(candidate: Record<string, unknown>, context: string, logger: Logger): Partial<FoyerConfig> {
  const result = v.safeParse(configSchema, candidate);
  if (result.success) return result.output as Partial<FoyerConfig>;
  const invalid = new Set<string>();
  for (const issue of result.issues) {
    // An unknown setting's issue has the setting's name as its path; valibot's messages say what was expected.
    const path = (issue.path ?? []).map((item) => item.key as PropertyKey);
    const key = String(path[0] ?? '');
    if (invalid.has(key)) continue;
    invalid.add(key);
    // A strict object's unknown key is an issue that expected `never`: say so in words.
    const message = issue.expected === 'never' ? 'not a known setting' : issue.message;
    logger.error(`${context} ${pathText(path)}: ${message}; it is ignored.`);
  }
  const kept = Object.fromEntries(Object.entries(candidate).filter(([key]) => !invalid.has(key)));
  // Nothing left to drop (an issue with no setting to blame): keep none rather than loop.
  return Object.keys(kept).length < Object.keys(candidate).length ? validConfig(kept, context, logger) : {};
}

/** navbar.items[0].label, as a reader of the config writes it. */
function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index > 0 ? '.' : ''}${String(part)}`))
    .join('');
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}
