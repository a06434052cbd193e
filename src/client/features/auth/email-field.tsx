/** The email field of the login, registration and reset forms: one definition of its keyboard and autofill. */
import { useLingui } from '@lingui/react/macro';
import { Field, type FieldProps } from '../../components/form/field';

interface EmailFieldProps {
  id: string;
  value: string;
  error: FieldProps['error'];
  onChange: (email: string) => void;
  onBlur: () => void;
  /** 'username' where the email identifies an existing account, 'email' where a new one is registered. */
  autoComplete: 'username' | 'email';
}

export function EmailField({ id, value, error, onChange, onBlur, autoComplete }: EmailFieldProps) {
  const { t } = useLingui();
  return (
    <Field
      id={id}
      label={t`Email`}
      error={error}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      placeholder={t`name@example.com`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}
