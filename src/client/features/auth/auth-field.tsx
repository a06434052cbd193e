/** A labelled input of the auth forms, with its error (from the shared error table) or a hint underneath. */
import { useLingui } from '@lingui/react/macro';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { errorTable, type ErrorCode } from '../../../common/errors';

export interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error: ErrorCode | null;
  /** A control inside the field on the right: show/hide, send code. */
  trailing?: ReactNode;
  hint?: ReactNode;
}

export function AuthField({ id, label, error, trailing, hint, ...input }: AuthFieldProps) {
  const { i18n } = useLingui();
  const messageId = `${id}-error`;
  return (
    <div className={`auth-field${error ? ' auth-field--invalid' : ''}`}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-field__control">
        <input
          id={id}
          className="auth-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          {...input}
        />
        {trailing}
      </div>
      {/* The message line is always there, so an error appearing on blur moves nothing the pointer is on. */}
      <p className={`auth-field__message${error ? ' auth-field__message--error' : ''}`} id={messageId}>
        {error ? i18n._(errorTable[error].message) : hint}
      </p>
    </div>
  );
}
