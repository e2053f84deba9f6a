import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { GetWelcomeDocument } from '../../core/api/graphql.generated';
import { pageColumn, pageSubtitle, pageTitle } from './page-styles';

/** §2 /closed: the welcome page in closed mode, for visitors who come before the event opens. */
export function ClosedPage() {
  const { t } = useTranslation();
  const { data } = useQuery(GetWelcomeDocument);
  const welcome = data?.getWelcome;
  return (
    <div css={pageColumn} part="welcome closed">
      {welcome?.title ? <h1 css={pageTitle}>{welcome.title}</h1> : null}
      {welcome?.subtitle ? <p css={pageSubtitle}>{welcome.subtitle}</p> : null}
      <p role="status">{t('stream.early')}</p>
    </div>
  );
}

/** §2 /fin: the after-event page (a first version; the thank-you content comes with the after-event pages). */
export function FinPage() {
  const { t } = useTranslation();
  return (
    <div css={pageColumn} part="fin">
      <h1 css={pageTitle}>{t('stream.late')}</h1>
    </div>
  );
}
