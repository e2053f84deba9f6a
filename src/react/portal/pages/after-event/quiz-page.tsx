import { useTranslation } from '../../../core/i18n/translator';
import { useConfig } from '../../../core/config/config-context';
import { useElements } from '../../../core/element/element-loaders';
import { pageColumn, pageTitle } from '../../../core/ui/page-styles';
import { AfterEventContent, useConfigAttribute } from './after-event-content';

/** §2 /quiz: the configured jsx content, the configured form, or both. */
export function QuizPage() {
  const { t } = useTranslation();
  const { afterEvent, apiUrl, language } = useConfig();
  const configAttribute = useConfigAttribute();
  const quiz = afterEvent?.quiz;
  useElements(quiz?.formCode ? 'event-form' : false);
  return (
    <div css={pageColumn} part="quiz">
      <h1 css={pageTitle}>{t('afterEvent.quiz.title')}</h1>
      <AfterEventContent source={quiz?.content} part="quiz-content" />
      {quiz?.formCode ? (
        <event-form code={quiz.formCode} api-url={apiUrl} language={language} {...configAttribute} />
      ) : null}
      {!quiz?.content && !quiz?.formCode ? <p role="status">{t('afterEvent.quiz.empty')}</p> : null}
    </div>
  );
}
