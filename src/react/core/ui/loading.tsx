import { useTranslation } from '../i18n/translator';

/** A polite busy notice; `label` overrides the generic loading text. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" css={{ padding: 24, textAlign: 'center' }}>
      {label ?? t('common.loading')}
    </p>
  );
}
