// The translation providers behind the chat's translate action (chat-widget.md §7 "v2/translate"): one interface,
// an adapter per engine. LibreTranslate (the self-hosted open engine): POST {url}/translate with JSON
// { q, source, target, format, api_key } answering { translatedText, detectedLanguage: { language, confidence } }.
// DeepL: POST {url}/v2/translate with "Authorization: DeepL-Auth-Key <key>" and JSON { text: [...], target_lang }
// answering { translations: [{ detected_source_language, text }] }.
import * as z from 'zod/mini';
import type { ChatServiceSettings } from '../../../config.js';
import { primaryLanguageOf } from '../../../../shared/chat/message-services.js';
import { postJson, type ProviderCall } from '../provider-http.js';

export interface Translation {
  text: string;
  /** The source language the engine detected, lower-case primary subtag ("en"); undefined when it did not say. */
  detectedLanguage: string | undefined;
}

export interface TranslationProvider {
  /** Translates a plain text into the language of this BCP 47 tag, detecting the source language. */
  translate(text: string, target: string): Promise<Translation>;
}

/** A translation takes a few seconds at most; the answer is about as long as the text. */
const CALL: Omit<ProviderCall, 'headers'> = { timeoutMs: 10_000, maxBytes: 1024 * 1024 };

const libreAnswer = z.object({
  translatedText: z.string(),
  detectedLanguage: z.optional(z.object({ language: z.string(), confidence: z.optional(z.number()) })),
});

/** LibreTranslate's language codes: two letters, Chinese as zh-Hans and zh-Hant. */
function libreTarget(tag: string): string {
  const primary = primaryLanguageOf(tag);
  if (primary !== 'zh') return primary;
  return /-(hant|tw|hk|mo)\b/i.test(tag) ? 'zh-Hant' : 'zh-Hans';
}

export function libreTranslate(options: { url: string; apiKey: string | undefined }): TranslationProvider {
  return {
    async translate(text, target) {
      const answer = await postJson(
        `${options.url}/translate`,
        {
          q: text,
          source: 'auto',
          target: libreTarget(target),
          format: 'text',
          ...(options.apiKey ? { api_key: options.apiKey } : {}),
        },
        libreAnswer,
        CALL,
      );
      const detected = answer.detectedLanguage?.language;
      return { text: answer.translatedText, detectedLanguage: detected ? primaryLanguageOf(detected) : undefined };
    },
  };
}

const deeplAnswer = z.object({
  translations: z
    .array(z.object({ detected_source_language: z.optional(z.string()), text: z.string() }))
    .check(z.minLength(1)),
});

/**
 * DeepL's target_lang: upper case; English and Portuguese need their variant (EN-GB or EN-US, PT-PT or PT-BR; plain
 * EN and PT are deprecated as targets), Chinese its script (ZH-HANS, ZH-HANT).
 */
export function deeplTarget(tag: string): string {
  const primary = primaryLanguageOf(tag);
  const region = tag.split('-').slice(1).join('-').toUpperCase();
  if (primary === 'en') return region.includes('US') ? 'EN-US' : 'EN-GB';
  if (primary === 'pt') return region.includes('BR') ? 'PT-BR' : 'PT-PT';
  if (primary === 'zh') return /HANT|TW|HK|MO/.test(region) ? 'ZH-HANT' : 'ZH-HANS';
  return primary.toUpperCase();
}

/** DeepL's API Free keys end in ":fx" and are served by api-free.deepl.com, the others by api.deepl.com. */
export function deeplBaseUrl(apiKey: string): string {
  return apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

export function deepl(options: { url: string | undefined; apiKey: string }): TranslationProvider {
  const base = options.url ?? deeplBaseUrl(options.apiKey);
  return {
    async translate(text, target) {
      const answer = await postJson(
        `${base}/v2/translate`,
        { text: [text], target_lang: deeplTarget(target) },
        deeplAnswer,
        { ...CALL, headers: { authorization: `DeepL-Auth-Key ${options.apiKey}` } },
      );
      const first = answer.translations[0]!;
      const detected = first.detected_source_language;
      return { text: first.text, detectedLanguage: detected ? primaryLanguageOf(detected) : undefined };
    },
  };
}

/** The provider the settings name; undefined: translation is off. */
export function translationProviderOf(settings: ChatServiceSettings['translation']): TranslationProvider | undefined {
  if (!settings) return undefined;
  if (settings.provider === 'deepl') return deepl({ url: settings.url, apiKey: settings.apiKey ?? '' });
  return libreTranslate({ url: settings.url ?? '', apiKey: settings.apiKey });
}
