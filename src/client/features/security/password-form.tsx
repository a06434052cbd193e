/**
 * A form of password fields on the form kit, each checked by a rule of src/common/validation before anything is
 * sent. A server refusal that concerns one field (a wrong current password) is shown under it; others in the
 * error toast. Offline, the button is disabled and a note says why.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import type { RuleResult } from '../../../common/validation';
import { PasswordField } from '../../components/form/password-field';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldId, useFormErrors, type FormErrors } from '../../components/form/use-form-errors';
import { useSubmit } from '../../components/form/use-submit';
import { isOnline } from '../../lib/connectivity/connectivity-store';

export type FormValues<Name extends string> = Record<Name, string>;

export interface PasswordFieldSpec<Name extends string> {
  name: Name;
  label: string;
  /** 'off' for a secret that is not a password (the anti-phishing code), so no manager offers to save it. */
  autoComplete: 'current-password' | 'new-password' | 'off';
  /** Trade passwords are six digits: the numeric keypad, and no more than six. */
  digits?: number;
  /** The most characters the field takes (a text secret's rule, such as the anti-phishing code's). */
  lengthMax?: number;
  /** What the field accepts, said under it until an error takes its place. */
  hint?: ReactNode;
  check: (values: FormValues<Name>) => RuleResult;
}

interface PasswordFormProps<Name extends string> {
  id: string;
  fields: ReadonlyArray<PasswordFieldSpec<Name>>;
  submitLabel: ReactNode;
  submit: (values: FormValues<Name>) => Promise<void>;
  /** Which field a server error code belongs to, if any. */
  fieldOfServerError?: (code: string) => Name | undefined;
  /** Why the form cannot be sent now besides being offline (see SubmitButton); null or absent if none. */
  blockedBy?: ReactNode;
}

function emptyValues<Name extends string>(fields: ReadonlyArray<PasswordFieldSpec<Name>>): FormValues<Name> {
  return Object.fromEntries(fields.map((field) => [field.name, ''])) as FormValues<Name>;
}

function ruleErrors<Name extends string>(
  fields: ReadonlyArray<PasswordFieldSpec<Name>>,
  values: FormValues<Name>,
): FormErrors<Name> {
  return Object.fromEntries(fields.map((field) => [field.name, field.check(values)])) as FormErrors<Name>;
}

export function PasswordForm<Name extends string>(props: PasswordFormProps<Name>) {
  const { id, fields, submitLabel, submit, fieldOfServerError, blockedBy = null } = props;
  const [values, setValues] = useState(() => emptyValues(fields));
  const form = useFormErrors(id, ruleErrors(fields, values));
  const { pending, run } = useSubmit((failure) => {
    const field = failure.errorCode ? fieldOfServerError?.(failure.errorCode) : undefined;
    if (field) form.refuse(field, { text: failure.message });
    return field !== undefined;
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate() || !isOnline() || blockedBy !== null) return;
    void run(async () => {
      await submit(values);
      setValues(emptyValues(fields));
    });
  };

  return (
    <form className="me-form" onSubmit={onSubmit} noValidate data-testid={id}>
      {fields.map((field) => (
        <PasswordField
          key={field.name}
          id={fieldId(id, field.name)}
          name={field.name}
          label={field.label}
          hint={field.hint}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          error={form.shown(field.name)}
          onChange={(event) => {
            const value = event.target.value;
            form.edited(field.name);
            setValues((previous) => ({ ...previous, [field.name]: value }));
          }}
          {...(field.digits ? { inputMode: 'numeric', maxLength: field.digits, pattern: '[0-9]*' } : {})}
          {...(field.lengthMax ? { maxLength: field.lengthMax } : {})}
        />
      ))}
      <SubmitButton pending={pending} blockedBy={blockedBy}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
