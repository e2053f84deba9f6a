import { useTranslation } from '../../core/i18n/translator';
import { Link } from 'react-router';
import { pageColumn, pageTitle } from '../../core/ui/page-styles';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div css={pageColumn}>
      <h1 css={pageTitle}>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('nav.home')}</Link>
    </div>
  );
}
