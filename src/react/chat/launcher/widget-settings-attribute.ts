import { DEFAULT_WIDGET_SETTINGS, type WidgetSettings } from '../../../chat/widget-settings';

/**
 * The settings attribute: the id of a `<script type="application/json">` holding the widget settings (§6), or the
 * JSON itself. Unknown flags and values of the wrong type are logged and ignored; unset flags keep their defaults.
 */
export function readWidgetSettings(
  value: string | undefined,
  root: Pick<Document, 'getElementById'>,
  logger: Pick<Console, 'error'> = console,
): Partial<WidgetSettings> | undefined {
  if (!value) return undefined;
  const source = value.trim().startsWith('{') ? value : root.getElementById(value)?.textContent;
  if (source == null) {
    logger.error(`[chat-widget] settings: no script #${value}; using the default settings.`);
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch (error) {
    logger.error(`[chat-widget] settings are not valid JSON (${(error as Error).message}); using the defaults.`);
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    logger.error('[chat-widget] settings must be a JSON object; using the default settings.');
    return undefined;
  }
  const settings: Record<string, unknown> = {};
  for (const [key, flag] of Object.entries(parsed)) {
    const fallback = (DEFAULT_WIDGET_SETTINGS as unknown as Record<string, unknown>)[key];
    const valid = key === 'user_listing' ? flag === 'all' || flag === 'friends' : typeof flag === typeof fallback;
    if (fallback === undefined || !valid) {
      logger.error(`[chat-widget] settings: ${key} = ${JSON.stringify(flag)} is not a known setting; it is ignored.`);
      continue;
    }
    settings[key] = flag;
  }
  return settings as Partial<WidgetSettings>;
}
