import { useCallback } from 'react';
import { useConfig } from '../config/config-context';

/**
 * The base every URL from the event data resolves against: the API's origin, so `/demo-stream/...` and images point
 * at the Foyer server even when the element is embedded in a page on another origin.
 */
export function eventUrlBase(apiUrl: string, pageUrl: string = document.baseURI): string {
  return new URL('/', new URL(apiUrl, pageUrl)).href;
}

/** An event-data URL made absolute against the API's origin; absolute URLs (https:, data:, blob:) stay as they are. */
export function resolveEventUrl(value: string, apiUrl: string, pageUrl: string = document.baseURI): string {
  return new URL(value, eventUrlBase(apiUrl, pageUrl)).href;
}

/** resolveEventUrl for the element's configured api-url; passes an absent value through. */
export function useEventUrl(): <Value extends string | null | undefined>(value: Value) => Value | string {
  const { apiUrl } = useConfig();
  return useCallback(
    <Value extends string | null | undefined>(value: Value) => (value ? resolveEventUrl(value, apiUrl) : value),
    [apiUrl],
  );
}
