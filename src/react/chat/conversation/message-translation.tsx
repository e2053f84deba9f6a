// Loaded when a visitor first translates a message (the open panel stays in its weight budget).
import { useTranslation } from '../../core/i18n/translator';
import type { ChatService } from '../../../chat/chat-service';
import { MESSAGE_SERVICE_CODES, primaryLanguageOf } from '../../../../shared/chat/message-service-codes';
import type { ChatNotice } from '../chat-context';
import type { ListMessage } from './list-message';
import { displayedTextOf } from './message-text';

export interface ShownTranslation {
  /** The displayed text it translates: once the message changes (an edit), the translation no longer shows (§4). */
  forText: string;
  text: string;
  language: string;
}

/** The browser's language (§7 "languages (browser language)"). */
const browserLanguage = () => (typeof navigator !== 'undefined' && navigator.language) || 'en';

/**
 * A received text message's translation (§6 "Others' messages: ... translate"), asked of the provider's translation
 * capability in the browser's language: null with §8 MESSAGE_TRANSLATE_SAME_LANGUAGE when the message is in that
 * language already, or MESSAGE_TRANSLATE_FAIL when none comes.
 */
export async function translateMessage(
  message: ListMessage,
  service: ChatService,
  notify: (notice: ChatNotice) => void,
): Promise<ShownTranslation | null> {
  const translation = service.translation;
  if (!translation || message.id === undefined) return null;
  const forText = displayedTextOf(message);
  const language = browserLanguage();
  try {
    const answer = await translation.translateMessage({ messageId: message.id, language });
    const first = answer.translations[0];
    if (answer.language_original && primaryLanguageOf(answer.language_original) === primaryLanguageOf(language)) {
      notify({ kind: 'info', code: MESSAGE_SERVICE_CODES.translateSameLanguage });
      return null;
    }
    if (!first || first.message_translated.trim() === '') throw new Error('no translation');
    return { forText, text: first.message_translated, language: first.language_translated };
  } catch (error) {
    console.error('[chat-widget] a translation failed', error);
    notify({ kind: 'error', code: MESSAGE_SERVICE_CODES.translateFailed });
    return null;
  }
}

/** The translation below the original text, marked as such and in its own language. */
export default function TranslatedText({ translation }: { translation: ShownTranslation }) {
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
