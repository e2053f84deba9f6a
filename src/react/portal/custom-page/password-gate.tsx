import { useForm } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/translator';
import { form } from '../../core/ui/form-styles';
import { TextField } from '../../core/ui/text-field';
import { Button } from '../../core/ui/button';
import { pageColumn, pageTitle } from '../../core/ui/page-styles';

/** §4 "Password gate, then content after refetch"; §8 a wrong password shows customPage.error.password. */
export function PasswordGate({ wrong, onSubmit }: { wrong: boolean; onSubmit: (password: string) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<{ password: string }>({ defaultValues: { password: '' } });
  return (
    <div css={pageColumn} part="custom-page-password">
      <h1 css={pageTitle}>{t('customPage.password.title')}</h1>
      <p>{t('customPage.password.text')}</p>
      <form css={form} noValidate onSubmit={handleSubmit(({ password }) => onSubmit(password))}>
        <TextField
          label={t('customPage.password.label')}
          type="password"
          autoComplete="current-password"
          required
          registration={register('password', { required: 'customPage.password.required' })}
          error={formState.errors.password}
        />
        {wrong ? (
          <p role="alert" part="custom-page-password-error">
            {t('customPage.error.password')}
          </p>
        ) : null}
        <Button type="submit">{t('customPage.password.submit')}</Button>
      </form>
    </div>
  );
}
