import { css, keyframes } from '@emotion/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../core/i18n/translator';
import { ANONYMOUS_AUTHOR } from '../core/constants';
import { useSession } from '../core/session/session';
import { useElementStorage } from '../core/storage/use-element-storage';
import { token } from '../core/theme/theme';
import { Button } from '../core/ui/button';
import { Loading } from '../core/ui/loading';
import { FormFieldView, inputStyles, labelText } from './form-field';
import {
  AUTHOR,
  fieldName,
  formSchema,
  initialValues,
  storedPrefill,
  toSubmission,
  type Form,
  type FormValues,
} from './form-model';
import { useEventForm, type SubmitError } from './use-event-form';
import { useEmit } from '../core/element/host-context';
import type { FormCancelDetail } from './form-events';
import { yupResolver } from '@hookform/resolvers/yup';

export interface EventFormProps {
  /** The form's code from the event file. */
  code?: string;
  /**
   * The form is the content of a dialog (portal.md §2 "a form dialog (title, description, dynamic fields, cancel and
   * submit)"): the dialog shows the title, the form a cancel button that fires event-form-cancel, and after a
   * successful submit the dialog closes and confirms, so the form shows no success view of its own.
   */
  dialog?: boolean;
}

const SUBMIT_ERRORS: Record<SubmitError, string> = {
  notFound: 'form.notFound',
  closed: 'form.closed',
  failed: 'form.failed',
};

const pop = keyframes`
  from { transform: scale(0.3); opacity: 0; }
  to { transform: scale(1); opacity: 1; }
`;
const successMark = css`
  display: inline-grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: #1e7d32;
  color: #ffffff;
  font-size: 36px;
  animation: ${pop} 400ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** <event-form>: a dynamic form (portal.md §3, §5): fields, validation, the author, success and errors. */
export function EventForm({ code = '', dialog = false }: EventFormProps) {
  const { t } = useTranslation();
  const emit = useEmit();
  const state = useEventForm(code);
  const onCancel = dialog ? () => emit<FormCancelDetail>('event-form-cancel', { code }) : undefined;
  if (state.loading) return <Loading />;
  if (!state.form) {
    return (
      <div role="alert" part="form">
        <p css={{ color: '#b00020', fontWeight: 600 }}>{t('form.loadError')}</p>
        <div css={{ display: 'flex', gap: 12 }}>
          <Button onClick={state.reload}>{t('common.retry')}</Button>
          {onCancel ? <CancelButton onCancel={onCancel} /> : null}
        </div>
      </div>
    );
  }
  return (
    <LoadedForm
      form={state.form}
      submit={state.submit}
      submitError={state.submitError}
      onCancel={onCancel}
      dialog={dialog}
    />
  );
}

function CancelButton({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" onClick={onCancel}>
      {t('form.cancel')}
    </Button>
  );
}

interface LoadedFormProps {
  form: Form;
  submit: ReturnType<typeof useEventForm>['submit'];
  submitError: SubmitError | null;
  onCancel: (() => void) | undefined;
  dialog: boolean;
}

function LoadedForm({ form, submit, submitError, onCancel, dialog }: LoadedFormProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const firstname = user?.firstname ?? '';
  const authorLabel = t('form.author');
  const tabStorage = useElementStorage('sessionStorage');
  const defaults = useMemo(
    () => initialValues(form, firstname, storedPrefill(window.location.search, tabStorage)),
    [form, firstname, tabStorage],
  );
  const schema = useMemo(
    () =>
      formSchema(
        form,
        {
          required: (label) => t('form.required', { label }),
          email: t('form.invalidEmail'),
          number: t('form.invalidNumber'),
          url: t('form.invalidUrl'),
          maxLength: (max) => t('form.maxLength', { max }),
        },
        authorLabel,
      ),
    [form, t, authorLabel],
  );
  const methods = useForm<FormValues>({
    defaultValues: defaults,
    resolver: yupResolver(schema, undefined, { raw: true }),
  });
  const [succeeded, setSucceeded] = useState(false);
  const authorId = useId();
  const formElement = useRef<HTMLFormElement>(null);
  // A dialog's form takes the focus on its first field once it has loaded (the dialog opened before it had one).
  useEffect(() => {
    if (dialog) formElement.current?.querySelector<HTMLElement>('input:not([disabled]), textarea, select')?.focus();
  }, [dialog]);
  const anonymousField = form.fields.find((field) => field.type === 'anonymCheckbox');
  const anonymous = useWatch({ control: methods.control, name: anonymousField ? fieldName(anonymousField) : AUTHOR });
  const isAnonymous = anonymousField !== undefined && anonymous === true;

  // §4: the anonymous checkbox sets the author to 'Anonym' and disables it; unchecking restores the first name.
  useEffect(() => {
    if (!anonymousField) return;
    methods.setValue(AUTHOR, isAnonymous ? ANONYMOUS_AUTHOR : firstname, {
      shouldValidate: methods.formState.isSubmitted,
    });
  }, [anonymousField, isAnonymous, firstname, methods]);

  const onSubmit = methods.handleSubmit(async (values) => {
    const submission = toSubmission(form, { ...values, ...(isAnonymous ? { [AUTHOR]: ANONYMOUS_AUTHOR } : {}) });
    if (await submit(submission)) {
      methods.reset(defaults);
      // In a dialog the dialog closes on event-form-submit and confirms; alone the form shows its success view.
      if (!dialog) setSucceeded(true);
    }
  });

  if (succeeded) {
    return (
      <div part="form-success" css={{ display: 'grid', justifyItems: 'center', gap: 12, padding: 16 }}>
        <span css={successMark} aria-hidden="true">
          ✓
        </span>
        <p role="status" css={{ margin: 0, fontWeight: 600 }}>
          {t('form.success')}
        </p>
        <Button variant="secondary" onClick={() => setSucceeded(false)}>
          {t('form.again')}
        </Button>
      </div>
    );
  }

  const authorError = methods.formState.errors[AUTHOR]?.message;
  return (
    <FormProvider {...methods}>
      <form
        ref={formElement}
        part="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        css={{ display: 'grid', gap: 16 }}
      >
        {form.title && !dialog ? <h2 css={{ margin: 0, fontSize: 22 }}>{form.title}</h2> : null}
        {form.description ? <p css={{ margin: 0, color: token('colorTextMuted') }}>{form.description}</p> : null}
        {form.params.hideFormAuthor ? null : (
          <div part="form-field" data-field-type="author" css={{ display: 'grid', gap: 4 }}>
            <label htmlFor={authorId}>{labelText(authorLabel, true)}</label>
            <input
              id={authorId}
              css={inputStyles}
              disabled={isAnonymous}
              aria-invalid={Boolean(authorError)}
              {...methods.register(AUTHOR)}
            />
            {authorError ? (
              <p css={{ margin: '4px 0 0', color: '#b00020', fontSize: 14 }} role="alert">
                {String(authorError)}
              </p>
            ) : null}
          </div>
        )}
        {form.fields.map((field) => (
          <FormFieldView key={field.id} field={field} />
        ))}
        {submitError ? (
          <p role="alert" part="form-error" css={{ margin: 0, color: '#b00020', fontWeight: 600 }}>
            {t(SUBMIT_ERRORS[submitError])}
          </p>
        ) : null}
        <div css={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
          {onCancel ? <CancelButton onCancel={onCancel} /> : null}
          <Button type="submit" disabled={methods.formState.isSubmitting}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
