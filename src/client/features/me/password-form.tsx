/**
 * A form of password fields, each checked by a rule of src/common/validation before anything is sent. A server
 * refusal that concerns one field (a wrong current password) is shown under it; others above the button.
 * Offline, the button is disabled and a note says why.
 */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ErrorCode } from '../../../common/errors';
import type { RuleResult } from '../../../common/validation';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { ApiFailure } from '../../lib/http/api-failure';
import { FormField } from './form-field';
import { OfflineNote } from './offline-note';
import { ruleMessage } from './rule-message';

export type FormValues<Name extends string> = Record<Name, string>;

export interface PasswordFieldSpec<Name extends string> {
  name: Name;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** Trade passwords are six digits: the numeric keypad, and no more than six. */
  digits?: number;
  check: (values: FormValues<Name>) => RuleResult;
}

interface PasswordFormProps<Name extends string> {
  id: string;
  fields: ReadonlyArray<PasswordFieldSpec<Name>>;
  submitLabel: ReactNode;
  submit: (values: FormValues<Name>) => Promise<void>;
  /** Which field a server error code belongs to, if any. */
  fieldOfServerError?: (code: string) => Name | undefined;
}

type FieldErrors<Name extends string> = Partial<Record<Name, { code: ErrorCode } | { text: string }>>;

function emptyValues<Name extends string>(fields: ReadonlyArray<PasswordFieldSpec<Name>>): FormValues<Name> {
  return Object.fromEntries(fields.map((field) => [field.name, ''])) as FormValues<Name>;
}

export function PasswordForm<Name extends string>(props: PasswordFormProps<Name>) {
  const { id, fields, submitLabel, submit, fieldOfServerError } = props;
  const { i18n } = useLingui();
  const online = useOnline();
  const [values, setValues] = useState(() => emptyValues(fields));
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !online) return;
    const found: FieldErrors<Name> = {};
    for (const field of fields) {
      const code = field.check(values);
      if (code) found[field.name] = { code };
    }
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await submit(values);
      setValues(emptyValues(fields));
    } catch (error) {
      const failure = error instanceof ApiFailure ? error : new ApiFailure(String(error), 'network');
      const field = failure.errorCode ? fieldOfServerError?.(failure.errorCode) : undefined;
      if (field) setErrors({ [field]: { text: failure.message } } as FieldErrors<Name>);
      else setFormError(failure.message);
    } finally {
      setPending(false);
    }
  };

  const errorText = (name: Name): string | undefined => {
    const error = errors[name];
    if (!error) return undefined;
    return 'code' in error ? ruleMessage(i18n, error.code) : error.text;
  };

  return (
    <form className="me-form" onSubmit={(event) => void onSubmit(event)} noValidate data-testid={id}>
      {fields.map((field) => (
        <FormField
          key={field.name}
          id={`${id}-${field.name}`}
          name={field.name}
          type="password"
          label={field.label}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          onChange={(value) => setValues((previous) => ({ ...previous, [field.name]: value }))}
          error={errorText(field.name)}
          {...(field.digits ? { inputMode: 'numeric', maxLength: field.digits, pattern: '[0-9]*' } : {})}
        />
      ))}
      {formError ? (
        <p className="me-form__error" role="alert">
          {formError}
        </p>
      ) : null}
      {!online ? <OfflineNote /> : null}
      <button type="submit" className="button button--block" disabled={pending || !online}>
        {pending ? <span className="spinner" aria-hidden="true" /> : null}
        {submitLabel}
      </button>
    </form>
  );
}
