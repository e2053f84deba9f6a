import { useTranslation } from '../core/i18n/translator';
import { Button } from '../core/ui/button';
import { Loading } from '../core/ui/loading';

/** What a content page shows while its data loads or after loading failed, with a retry. */
export function LoadState({ loading, failedText, onRetry }: { loading: boolean; failedText: string; onRetry(): void }) {
  const { t } = useTranslation();
  if (loading) return <Loading />;
  return (
    <div role="alert">
      <p>{failedText}</p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}
