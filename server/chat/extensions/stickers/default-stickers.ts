// Foyer's default sticker set, "Foyer": eight small SVG drawings made for Foyer and given to the public domain
// (CC0 1.0, docs/chat-service.md "Stickers"). Served by the stickers module at /chat/stickers/<name>.svg; an event
// adds its own sets in the event file's chatStickers section.

const face = (mouth: string, extra = '') =>
  `<circle cx="64" cy="64" r="56" fill="#ffcc4d" stroke="#e0a100" stroke-width="4"/>` +
  `<circle cx="44" cy="52" r="7" fill="#3d2b1f"/><circle cx="84" cy="52" r="7" fill="#3d2b1f"/>${mouth}${extra}`;

const heartPath = (x: number, y: number, size: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${size})" fill="${fill}" d="M0 -6C-4 -14 -16 -12 -16 -2C-16 8 0 16 0 20C0 16 16 8 16 -2C16 -12 4 -14 0 -6Z"/>`;

/** Name -> the drawing's inner SVG on a 128x128 canvas. */
const DRAWINGS: Record<string, string> = {
  smile: face(`<path d="M38 78Q64 102 90 78" fill="none" stroke="#3d2b1f" stroke-width="7" stroke-linecap="round"/>`),
  laugh: face(
    `<path d="M34 72H94Q90 106 64 106Q38 106 34 72Z" fill="#3d2b1f"/><path d="M46 92Q64 84 82 92Q74 104 64 104Q54 104 46 92Z" fill="#e8596e"/>`,
  ),
  love: face(
    `<path d="M40 80Q64 100 88 80" fill="none" stroke="#3d2b1f" stroke-width="7" stroke-linecap="round"/>`,
    heartPath(44, 50, 0.9, '#e8364f') + heartPath(84, 50, 0.9, '#e8364f'),
  ),
  heart: heartPath(64, 58, 3.4, '#e8364f'),
  star: `<path d="M64 8L80 46L120 48L89 74L100 114L64 92L28 114L39 74L8 48L48 46Z" fill="#ffcc4d" stroke="#e0a100" stroke-width="4" stroke-linejoin="round"/>`,
  coffee: `<path d="M22 50H92V88Q92 112 68 112H46Q22 112 22 88Z" fill="#ffffff" stroke="#6b4226" stroke-width="6"/><path d="M92 60Q112 60 110 76Q108 92 90 90" fill="none" stroke="#6b4226" stroke-width="6"/><path d="M30 58H84V84Q84 104 66 104H48Q30 104 30 84Z" fill="#8b5a2b"/><path d="M44 14Q36 24 44 34M60 10Q52 22 60 34M76 14Q68 24 76 34" fill="none" stroke="#9aa5b1" stroke-width="5" stroke-linecap="round"/>`,
  check: `<circle cx="64" cy="64" r="56" fill="#2f9e44"/><path d="M36 66L56 86L94 44" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
  party: `<path d="M20 112L48 36L92 80Z" fill="#7950f2" stroke="#5f3dc4" stroke-width="4" stroke-linejoin="round"/><circle cx="80" cy="22" r="6" fill="#ffcc4d"/><circle cx="108" cy="44" r="6" fill="#e8364f"/><circle cx="100" cy="16" r="4" fill="#2f9e44"/><path d="M64 40Q76 24 70 12M88 60Q104 52 116 60" fill="none" stroke="#f08c00" stroke-width="5" stroke-linecap="round"/>`,
};

/** The drawing of a default sticker as a whole SVG document, or undefined for another name. */
export function defaultStickerSvg(name: string): string | undefined {
  const drawing = Object.hasOwn(DRAWINGS, name) ? DRAWINGS[name] : undefined;
  return drawing === undefined
    ? undefined
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">${drawing}</svg>`;
}

export const DEFAULT_STICKER_SET = 'Foyer';
export const DEFAULT_STICKERS_PATH = '/chat/stickers/';

/** The default set as the list gives it: set order 0, so an event's sets come after it unless they say otherwise. */
export const DEFAULT_STICKERS = Object.keys(DRAWINGS).map((name, index) => ({
  stickerSetName: DEFAULT_STICKER_SET,
  stickerSetOrder: 0,
  stickerOrder: index + 1,
  stickerUrl: `${DEFAULT_STICKERS_PATH}${name}.svg`,
  stickerName: name,
}));
