/** The meeting page external zoom streams open in (portal.md §7 "a static /zoom.html loaded in a frame"). */
export const MEETING_PAGE = '/zoom.html';

export interface MeetingJoinParams {
  apiKey?: string | null;
  signature?: string | null;
  meetingNumber?: string | null;
  passcode?: string | null;
}

/** /zoom.html with the meeting's join params, the display name and the language as query parameters. */
export function meetingUrl(join: MeetingJoinParams, userName: string, language: string, baseUri: string): string {
  const url = new URL(MEETING_PAGE, baseUri);
  const { meetingNumber, passcode, signature, apiKey } = join;
  const query = { meetingNumber, passcode, signature, apiKey, userName, lang: language };
  for (const [name, value] of Object.entries(query)) if (value) url.searchParams.set(name, value);
  return url.href;
}

/** §2 /jump/zoomExchangeMeeting lives on the API's server, which picks the next link-rotation target. */
export function zoomExchangeUrl(apiUrl: string, search: string, baseUri: string): string {
  const url = new URL('/jump/zoomExchangeMeeting', new URL(apiUrl, baseUri));
  url.search = search;
  return url.href;
}
