// A conversion card's params (portal.md §3), read defensively: the server sends JSON, the card renders what fits.

export type ActionType = 'link' | 'linkRotation' | 'form' | 'none';

export interface CardParams {
  title: string | undefined;
  content: string | undefined;
  imgURL: string | undefined;
  altText: string;
  ariaLabel: string | undefined;
  actionEmitter: 'image' | 'button';
  actionType: ActionType;
  link: string | undefined;
  openNewTab: boolean;
  formCode: string | undefined;
  autoOpen: boolean;
  buttonLabel: string | undefined;
  iFrame: { src: string; title: string; height: number; allow: string | undefined } | undefined;
  pollCode: string | undefined;
  /** type qa: the Q&A the card shows as <event-qa>. */
  qaCode: string | undefined;
  jsx: string | undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function readCardParams(raw: unknown): CardParams {
  const params = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const frame = params['iFrame'] as Record<string, unknown> | undefined;
  const actionType = params['actionType'];
  return {
    title: text(params['title']),
    content: text(params['content']),
    imgURL: text(params['imgURL']),
    altText: text(params['altText']) ?? '',
    ariaLabel: text(params['ariaLabel']),
    actionEmitter: params['actionEmitter'] === 'image' ? 'image' : 'button',
    actionType: actionType === 'link' || actionType === 'linkRotation' || actionType === 'form' ? actionType : 'none',
    link: text(params['link']),
    openNewTab: params['openNewTab'] === true,
    formCode: text(params['formCode']),
    autoOpen: params['autoOpen'] === true,
    buttonLabel: text(params['buttonLabel']),
    iFrame:
      frame && text(frame['src'])
        ? {
            src: String(frame['src']),
            title: text(frame['title']) ?? '',
            height: typeof frame['height'] === 'number' ? frame['height'] : 320,
            allow: text(frame['allow']),
          }
        : undefined,
    pollCode: text(params['pollCode']),
    qaCode: text(params['qaCode']),
    jsx: text(params['jsx']),
  };
}

/** §2 /jump/zoomExchangeMeeting on the API's server (the elements may be embedded elsewhere). */
export function jumpUrl(apiUrl: string, cardCode: string, base: string): string {
  const url = new URL('/jump/zoomExchangeMeeting', new URL(apiUrl, base));
  url.searchParams.set('card', cardCode);
  return url.toString();
}
