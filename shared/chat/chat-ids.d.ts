import * as z from 'zod/mini';
/** A whole number from `min` to the largest one JSON carries exactly. */
export declare const safeInt: (min: number) => z.ZodMiniInt;
/** A frame's own id, which its answer carries back: a number or a short string. */
export declare const frameIdSchema: z.ZodMiniUnion<readonly [z.ZodMiniInt, z.ZodMiniString<string>]>;
export type FrameId = z.infer<typeof frameIdSchema>;
