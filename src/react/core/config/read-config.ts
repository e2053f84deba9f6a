import { ValidationError } from 'yup';
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
      `${owner}: the config script #${id} is not valid JSON (${(error as Error).message}); using the default configuration.`,
    );
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    logger.error(`${owner}: the config script #${id} must hold a JSON object; using the default configuration.`);
    return {};
  }
  return validConfig(parsed as Record<string, unknown>, `${owner}: config script #${id}, setting`, logger);
}

/** Keeps the valid top-level settings and logs each invalid one once. */
function validConfig(candidate: Record<string, unknown>, context: string, logger: Logger): Partial<FoyerConfig> {
  try {
    return configSchema.validateSync(candidate, { abortEarly: false, strict: true }) as Partial<FoyerConfig>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const invalid = new Set<string>();
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const key = topLevelKey(issue.path) ?? unknownKey(candidate);
      if (key === undefined || invalid.has(key)) continue;
      invalid.add(key);
      logger.error(`${context} ${issue.path || key}: ${issue.message}; it is ignored.`);
    }
    const kept = Object.fromEntries(Object.entries(candidate).filter(([key]) => !invalid.has(key)));
    return invalid.size > 0 ? validConfig(kept, context, logger) : {};
  }
}

function topLevelKey(path: string | undefined): string | undefined {
  return path ? path.split(/[.[]/)[0] : undefined;
}

function unknownKey(candidate: Record<string, unknown>): string | undefined {
  const known = Object.keys(configSchema.fields);
  return Object.keys(candidate).find((key) => !known.includes(key));
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}
