// Building blocks shared by the event file's sections.
import { z } from 'zod';

export const languages = ['de-DE-DU', 'de', 'de-DE-SIE', 'en'] as const;
export const language = z.enum(languages);

export const text = z.string().trim().min(1);

export const code = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, {
  error: 'expected a code of letters, digits, - and _ (like vip-lounge)',
});

/** Where a navbar item, button or footer link points: a portal path or an external address. */
export const link = z.string().regex(/^(\/|https?:\/\/|mailto:)/, {
  error: 'expected a path starting with / or an http://, https:// or mailto: link',
});

export const isoDateTime = z.iso.datetime({
  offset: true,
  error: 'expected an ISO date-time like 2024-05-01T09:00:00Z',
});
