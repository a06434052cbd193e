/** A labelled input with its error underneath, linked for screen readers. */
import type { InputHTMLAttributes } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function FormField({ id, label, value, onChange, error, ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="me-field">
      <label className="me-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="me-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="me-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
