/** §2 "A preview query flag (preview=1) is stored in a cookie and bypasses access checks." */
export const PREVIEW_COOKIE = 'preview';

/** Stores the flag when the URL carries preview=1. */
export function rememberPreviewFlag(search: string): void {
  if (new URLSearchParams(search).get('preview') === '1') {
    document.cookie = `${PREVIEW_COOKIE}=1; path=/; SameSite=Lax`;
  }
}

/** True when the preview cookie is set. Client-side only: the server decides what a previewer may see. */
export function isPreview(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${PREVIEW_COOKIE}=1`);
}
