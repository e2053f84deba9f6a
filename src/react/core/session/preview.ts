import { elementFlag } from '../storage/element-storage';

/** §2 "A preview query flag (preview=1) is stored in a cookie and bypasses access checks." */
export const PREVIEW_COOKIE = 'preview';

/** Stores the flag when the URL carries preview=1: the spec's cookie in the standalone portal, else namespaced. */
export function rememberPreviewFlag(search: string, apiUrl: string): void {
  if (new URLSearchParams(search).get('preview') === '1') elementFlag(apiUrl, PREVIEW_COOKIE).set();
}

/** True when the preview flag is set. Client-side only: the server decides what a previewer may see. */
export function isPreview(apiUrl: string): boolean {
  return elementFlag(apiUrl, PREVIEW_COOKIE).isSet();
}
