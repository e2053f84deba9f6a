import { useTranslation } from '../../../core/i18n/translator';
import { useConfig } from '../../../core/config/config-context';
import { pageColumn, pageTitle } from '../../../core/ui/page-styles';
import { AfterEventContent } from './after-event-content';

/** §2 /fin (login required): where the stream sends visitors once the event is over. */
export function FinPage() {
  const { afterEvent } = useConfig();
  return <FinNotice part="fin" content={afterEvent?.fin?.content} />;
}

/** §2 /finAnonymous (no login): the same notice for visitors without a session. */
export function FinAnonymousPage() {
  const { afterEvent } = useConfig();
  return <FinNotice part="fin-anonymous" content={afterEvent?.finAnonymous?.content} />;
}

/** The title, then the configured jsx content or the default text. */
function FinNotice({ part, content }: { part: string; content: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div css={pageColumn} part={part}>
      <h1 css={pageTitle}>{t('afterEvent.fin.title')}</h1>
      {content ? (
        <AfterEventContent source={content} part={`${part}-content`} />
      ) : (
        <p css={{ margin: 0, fontSize: 20 }}>{t('afterEvent.fin.text')}</p>
      )}
    </div>
  );
}
