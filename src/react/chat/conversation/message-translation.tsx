import { useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { MESSAGE_SERVICE_CODES, primaryLanguageOf } from '../../../../shared/chat/message-services';
import { useChat } from '../chat-context';
import type { ListMessage } from './list-message';
import { displayedTextOf } from './message-text';

interface Shown {
  /** The displayed text it translates: once the message changes (an edit), the translation no longer shows (§4). */
  forText: string;
  text: string;
  language: string;
}

/** The browser's language (§7 "languages (browser language)"). */
const browserLanguage = () => (typeof navigator !== 'undefined' && navigator.language) || 'en';

/**
 * A received text message's translation (§6 "Others' messages: ... translate"): asked of the provider's translation
 * capability in the browser's language; §8 MESSAGE_TRANSLATE_SAME_LANGUAGE when the message is in that language
 * already, MESSAGE_TRANSLATE_FAIL when none comes. `toggle` shows it, or the original again.
 */
export function useMessageTranslation(message: ListMessage) {
  const { service, notify } = useChat();
  const [shown, setShown] = useState<Shown | null>(null);
  const text = displayedTextOf(message);
  const current = shown && shown.forText === text ? shown : null;

  async function toggle() {
    if (current) return setShown(null);
    const translation = service.translation;
    if (!translation || message.id === undefined) return;
    const language = browserLanguage();
    try {
      const answer = await translation.translateMessage({ messageId: message.id, language });
      const translated = answer.translations[0]?.message_translated ?? '';
      if (answer.language_original && primaryLanguageOf(answer.language_original) === primaryLanguageOf(language)) {
        notify({ kind: 'info', code: MESSAGE_SERVICE_CODES.translateSameLanguage });
        return;
      }
      if (translated.trim() === '') throw new Error('no translation');
      setShown({ forText: text, text: translated, language: answer.translations[0]!.language_translated });
    } catch (error) {
      console.error('[chat-widget] a translation failed', error);
      notify({ kind: 'error', code: MESSAGE_SERVICE_CODES.translateFailed });
    }
  }

  return { translation: current, toggle };
}

/** The translation below the original text, marked as such and in its own language. */
export function TranslatedText({ translation }: { translation: Shown }) {
  const { t } = useTranslation();
  return (
    <span
      lang={translation.language}
      dir="auto"
      css={{ display: 'block', marginTop: 6, paddingTop: 6, borderTop: '1px solid currentColor' }}
      part="message-translation"
    >
      <span css={{ display: 'block', fontSize: '0.75em', fontWeight: 600 }}>{t('message.translated')}</span>
      {translation.text}
    </span>
  );
}
