import { z } from 'zod';
import { code, link, pathOrHttpAddress, text } from './common.js';

/** portal.md §3 "Stream: platform (zoom, 3q, contentFlow, youtube, vimeo, hls, iframe, none)". */
export const streamPlatforms = ['zoom', '3q', 'contentFlow', 'youtube', 'vimeo', 'hls', 'iframe', 'none'] as const;

/** A short identifier a player needs (video ids, meeting numbers, keys). */
const identifier = z.string().trim().min(1).max(512);

/** Where a player or an action points: an http(s) address or a path on this server. */
const address = pathOrHttpAddress;

const streamParams = z.strictObject({
  externUrl: address.optional(),
  link: address.optional(),
  joinParams: z
    .strictObject({
      apiKey: identifier.optional(),
      signature: identifier.optional(),
      meetingNumber: identifier.optional(),
      passcode: identifier.optional(),
      userName: identifier.optional(),
    })
    .optional(),
  dataId: identifier.optional(),
  key: identifier.optional(),
  timestamp: identifier.optional(),
  corporationId: identifier.optional(),
  outputId: identifier.optional(),
  videoId: identifier.optional(),
  hideVolumeControl: z.boolean().optional(),
  autoPlay: z.boolean().optional(),
});

const streamAction = z
  .strictObject({
    type: z.enum(['link', 'form']),
    label: text,
    url: link.optional(),
    openInNewTab: z.boolean().optional(),
    formCode: code.optional(),
    code: code.optional(),
  })
  .refine((action) => action.type !== 'link' || action.url !== undefined, {
    error: 'a link action needs a url',
    path: ['url'],
  })
  .refine((action) => action.type !== 'form' || action.formCode !== undefined, {
    error: 'a form action needs a formCode',
    path: ['formCode'],
  });

const streamSchema = z
  .strictObject({
    code,
    /** Only visitors of this project get the stream; omitted: every project. */
    projectId: z.int().positive().optional(),
    platform: z.enum(streamPlatforms),
    /** extern sends visitors away (params.externUrl or /jump/externalZoomMeeting/{code}). */
    type: z.enum(['embed', 'extern']).default('embed'),
    params: streamParams.default({}),
    actions: z.array(streamAction).max(12).default([]),
    showVisitorCount: z.boolean().default(false),
    /** One session per customer: a second session of the same customer gets 409 while the first watches. */
    singleSessionPerCustomer: z.boolean().default(false),
    chat: z
      .strictObject({
        isVisible: z.boolean().default(true),
        link: address.optional(),
        publisher: identifier.optional(),
        chatroom: identifier.optional(),
        position: z.enum(['side', 'bottom']).default('side'),
      })
      .optional(),
    content: z.string().max(20_000).optional(),
    navTitle: text.optional(),
    failureText: text.optional(),
  })
  .superRefine((stream, ctx) => {
    const needs: Partial<Record<(typeof streamPlatforms)[number], (keyof typeof stream.params)[]>> = {
      hls: ['link'],
      iframe: ['link'],
      youtube: ['videoId'],
      vimeo: ['videoId'],
      '3q': ['dataId'],
      contentFlow: ['corporationId', 'outputId'],
      zoom: ['joinParams'],
    };
    if (stream.type === 'extern') return;
    for (const key of needs[stream.platform] ?? []) {
      if (stream.params[key] === undefined) {
        ctx.addIssue({ code: 'custom', path: ['params', key], message: `required for platform ${stream.platform}` });
      }
    }
  });

/** `streams`: what the stream page plays (portal.md §2 stream page, §3 Stream). */
export const streamsSection = z
  .array(streamSchema)
  .max(100)
  .superRefine((streams, ctx) => {
    const seen = new Set<string>();
    streams.forEach((stream, index) => {
      if (seen.has(stream.code))
        ctx.addIssue({ code: 'custom', path: [index, 'code'], message: 'duplicate stream code' });
      seen.add(stream.code);
    });
  });

export type StreamDefinition = z.output<typeof streamSchema>;
