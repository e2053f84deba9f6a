// The public events of <event-stream>. The element never changes the page URL: it says what happened, and the
// portal (or any host page) decides where to go (portal.md §4). Documented in docs/elements.md.

/** §4 stream access results other than ok: early -> /closed, late -> /fin, loggedOut -> /logout, error -> /closed. */
export type StreamAccessProblem = 'early' | 'late' | 'loggedOut' | 'error';

export interface StreamEventDetails {
  'event-stream-access': { result: StreamAccessProblem };
  /** §4 404: to /stream with a code, to / without one. */
  'event-stream-not-found': { code: string | null };
  /** §4 400 on ping or leave: to /. (A leave's answer arrives when the page is gone, so only pings report it.) */
  'event-stream-bad-request': { code: string; operation: 'ping' };
  /** §2 type extern: the stream plays elsewhere. */
  'event-stream-extern': { code: string; url: string };
  /** §2 a zoom stream needs the page's ?z=1 flag: the portal reloads the path with it. */
  'event-stream-zoom-flag': { code: string };
  /** The player has loaded. */
  'event-stream-loaded': { code: string; platform: string };
  /** A form action was chosen; the form feature opens it. */
  'event-stream-form': { code: string; formCode: string; label: string };
}

export type StreamEventName = keyof StreamEventDetails;
