/**
 * A labelled input of any form, with its error or a hint underneath, linked for screen readers. An error is a
 * code of the shared error table (a rule of src/common/validation failed) or a text the server answered.
 */
import { useLingui } from '@lingui/react/macro';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { ruleMessage, type FieldError } from './rule-message';
import './form.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error: FieldError | null | undefined;
  /** Values for the error message's placeholders, such as the field's name. */
  errorValues?: Record<string, string | number>;
  /** A control inside the field on the right: show/hide, send code. */
  trailing?: ReactNode;
  hint?: ReactNode;
}

export function Field({ id, label, error, errorValues, trailing, hint, ...input }: FieldProps) {
  const { i18n } = useLingui();
  const messageId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          {...input}
        />
        {trailing}
      </div>
      {/* The message line is always there, so an error appearing on blur moves nothing the pointer is on. */}
      <p className={`field__message${error ? ' field__message--error' : ''}`} id={messageId}>
        {error ? ruleMessage(i18n, error, errorValues) : hint}
      </p>
    </div>
  );
}
