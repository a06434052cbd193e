/**
 * The email and the emailed code, side by side as registration and the password reset need them: sending a code
 * checks the address first, and an invalid one sends the user back to it.
 */
import type { EmailCodeSent } from '../../../common/user-types';
import { CodeField } from './code-field';
import { EmailField } from './email-field';
import { fieldId, type FormErrorsController } from '../../components/form/use-form-errors';

interface EmailCodeFieldsProps {
  formId: string;
  form: FormErrorsController<'email' | 'code'>;
  email: string;
  code: string;
  onChange: (patch: { email?: string; code?: string }) => void;
  purpose: 'register' | 'forget';
  send: (email: string) => Promise<EmailCodeSent>;
  emailAutoComplete: 'username' | 'email';
}

export function EmailCodeFields(props: EmailCodeFieldsProps) {
  const { formId, form, email, code, onChange, purpose, send, emailAutoComplete } = props;
  const emailId = fieldId(formId, 'email');
  return (
    <>
      <EmailField
        id={emailId}
        autoComplete={emailAutoComplete}
        error={form.shown('email')}
        value={email}
        onChange={(value) => onChange({ email: value })}
        onBlur={() => form.blur('email')}
      />
      <CodeField
        id={fieldId(formId, 'code')}
        value={code}
        error={form.shown('code')}
        onChange={(value) => onChange({ code: value })}
        onBlur={() => form.blur('code')}
        email={email}
        purpose={purpose}
        send={send}
        onInvalidEmail={() => {
          form.blur('email');
          document.getElementById(emailId)?.focus();
        }}
      />
    </>
  );
}
