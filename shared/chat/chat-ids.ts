// Ids on the wire that requests and answers share.
import * as z from 'zod/mini';
import { MAX_FRAME_ID_LENGTH } from './chat-limits.js';

/** A whole number from `min` to the largest one JSON carries exactly. */
export const safeInt = (min: number) => z.int().check(z.minimum(min), z.maximum(Number.MAX_SAFE_INTEGER));

/** A frame's own id, which its answer carries back: a number or a short string. */
export const frameIdSchema = z.union([safeInt(0), z.string().check(z.minLength(1), z.maxLength(MAX_FRAME_ID_LENGTH))]);
export type FrameId = z.infer<typeof frameIdSchema>;
