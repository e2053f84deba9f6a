// Smart replies (chat-widget.md §3 metadata "smart-reply": reply_positive, reply_neutral, reply_negative) from a
// server speaking the OpenAI-compatible chat API, as llama.cpp's server, Ollama and vLLM serve it:
// POST {url}/v1/chat/completions with { model, messages: [{ role, content }] }, answering
// { choices: [{ index, message: { role: "assistant", content }, finish_reason }] }. The model is asked for a JSON
// object of the three replies; whatever it answers is checked before anyone sees it.
import * as z from 'zod/mini';
import type { ChatServiceSettings } from '../../../config.js';
import { SMART_REPLY_MAX_LENGTH, type SmartReplies } from '../../../../shared/chat/message-services.js';
import { postJson, ProviderError } from '../provider-http.js';

export interface SmartReplyProvider {
  suggest(text: string): Promise<SmartReplies>;
}

/** Only the message's start goes to the model: the replies answer its gist, and the prompt stays small. */
export const SMART_REPLY_INPUT_MAX_LENGTH = 1000;

const completionAnswer = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.nullable(z.optional(z.string())) }) }))
    .check(z.minLength(1)),
});

const reply = z.string().check(z.trim(), z.minLength(1), z.maxLength(SMART_REPLY_MAX_LENGTH));
const repliesObject = z.object({ positive: reply, neutral: reply, negative: reply });

const INSTRUCTIONS =
  'You suggest short replies to a chat message. Answer with only a JSON object with the keys "positive", ' +
  '"neutral" and "negative", each a reply of at most 10 words in the language of the message, with that attitude.';

/**
 * A reply as one line of plain text: a message can steer the model (it is the prompt), so line breaks, control
 * characters and bidi overrides (which would make a sent reply read otherwise than its button) are not passed on.
 */
const oneLine = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069\s]+/gu, ' ') : value;

/** The JSON object in a model's answer, also when it wraps it in a code fence or a sentence. */
function repliesIn(content: string): SmartReplies {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  let json: unknown;
  try {
    json = start >= 0 && end > start ? JSON.parse(content.slice(start, end + 1)) : undefined;
  } catch {
    json = undefined;
  }
  const fields = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const parsed = repliesObject.safeParse({
    positive: oneLine(fields.positive),
    neutral: oneLine(fields.neutral),
    negative: oneLine(fields.negative),
  });
  if (!parsed.success) throw new ProviderError('The model answered no three short replies');
  const { positive, neutral, negative } = parsed.data;
  return { reply_positive: positive, reply_neutral: neutral, reply_negative: negative };
}

export function openAiCompatibleReplies(options: {
  url: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs?: number;
}): SmartReplyProvider {
  return {
    async suggest(text) {
      const answer = await postJson(
        `${options.url}/v1/chat/completions`,
        {
          model: options.model,
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            { role: 'user', content: text.slice(0, SMART_REPLY_INPUT_MAX_LENGTH) },
          ],
          temperature: 0.3,
          max_tokens: 200,
          stream: false,
        },
        completionAnswer,
        {
          timeoutMs: options.timeoutMs ?? 15_000,
          maxBytes: 256 * 1024,
          ...(options.apiKey ? { headers: { authorization: `Bearer ${options.apiKey}` } } : {}),
        },
      );
      return repliesIn(answer.choices[0]!.message.content ?? '');
    },
  };
}

export function smartReplyProviderOf(settings: ChatServiceSettings['smartReplies']): SmartReplyProvider | undefined {
  return settings ? openAiCompatibleReplies(settings) : undefined;
}
