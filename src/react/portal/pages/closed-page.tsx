import { useTranslation } from '../../core/i18n/translator';
import { GetWelcomeDocument } from '../portal.operations.generated';
import { useApiQuery } from '../../core/api/use-api-query';
import { pageColumn, pageSubtitle, pageTitle } from '../../core/ui/page-styles';

/** §2 /closed: the welcome page in closed mode (title, subtitle, lines, no buttons) before the event opens. */
export function ClosedPage() {
  const { t } = useTranslation();
  const { data } = useApiQuery(GetWelcomeDocument);
  const welcome = data?.getWelcome;
  return (
    <div css={pageColumn} part="welcome closed">
      {welcome?.title ? <h1 css={pageTitle}>{welcome.title}</h1> : null}
      {welcome?.subtitle ? <p css={pageSubtitle}>{welcome.subtitle}</p> : null}
      {welcome?.lines.map((line, index) => (
        <p key={index} css={{ margin: '0 0 12px' }}>
          {line}
        </p>
      ))}
      <p role="status">{t('stream.early')}</p>
    </div>
  );
}
