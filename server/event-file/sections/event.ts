import { z } from 'zod';
import { language, text } from './common.js';

/** `event`: what the event is called and its default language. */
export const eventSection = z.strictObject({
  name: text,
  language: language.default('de-DE-DU'),
});
