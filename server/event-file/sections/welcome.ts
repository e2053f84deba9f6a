import { z } from 'zod';
import { text } from './common.js';

/** `welcome`: the texts of the welcome page (getWelcome). */
export const welcomeSection = z.strictObject({
  title: text.optional(),
  subtitle: text.optional(),
  lines: z.array(z.string()).default([]),
  modal: z.strictObject({ title: text.optional(), lines: z.array(z.string()).default([]) }).optional(),
});

export type WelcomeSection = z.output<typeof welcomeSection>;
