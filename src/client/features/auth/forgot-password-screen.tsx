/**
 * Forgotten password (/password): a code sent to the email, then a new password twice. Success sends the user to
 * log in with it.
 */
import type { ErrorCode } from '../../../common/errors';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { PageHeader } from '../../components/page-header';
import { sendEmailCodeForget } from '../../lib/account/account-api';
import { resetPassword } from '../../lib/account/account-actions';
import { loginHref, redirectOf } from '../../lib/account/login-links';
import { isOnline } from '../../lib/connectivity/connectivity-store';
import { notify } from '../../lib/notify/notify-store';
import { navigate } from '../../lib/router/hash-location';
import { useHashSearch } from '../../lib/router/use-hash-location';
import { EmailCodeFields } from './email-code-fields';
import { AuthIntro } from './auth-intro';
import { resetErrors, type ResetValues } from './auth-rules';
import { PasswordField } from '../../components/form/password-field';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldId, useFormErrors } from '../../components/form/use-form-errors';
import { useRuleHint } from '../../components/form/use-rule-hint';
import { formToastKey, useSubmit } from '../../components/form/use-submit';
import './auth.css';

/** The hint under a new password is the rule's own message, so the two never say different things. */
const passwordRule: ErrorCode = 'PASSWORD_RULE';

const formId = 'reset';

export default function ForgotPasswordScreen() {
  const { t } = useLingui();
  const passwordHint = useRuleHint(passwordRule);
  const redirect = redirectOf(useHashSearch());
  const [values, setValues] = useState<ResetValues>({
    email: '',
    code: '',
    newPassword: '',
    confirmPassword: '',
  });
  const form = useFormErrors(formId, resetErrors(values));
  const { pending, run } = useSubmit();
  const set = (patch: Partial<ResetValues>) => setValues((previous) => ({ ...previous, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate() || !isOnline()) return;
    void run(async () => {
      const message = await resetPassword(values);
      notify.success(message || msg`Your password has been reset. Please log in.`, formToastKey);
      navigate(loginHref(redirect), { replace: true });
    });
  };

  return (
    <div className="screen auth-screen">
      <PageHeader title={t`Reset password`} backTo={loginHref(redirect)} />
      <AuthIntro title={t`Forgot your password?`}>
        <Trans>Enter the email of your account. We send it a code; then choose a new password.</Trans>
      </AuthIntro>
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-label={t`Reset password`}>
        <EmailCodeFields
          formId={formId}
          form={form}
          email={values.email}
          code={values.code}
          onChange={set}
          purpose="forget"
          send={sendEmailCodeForget}
          emailAutoComplete="username"
        />
        <PasswordField
          id={fieldId(formId, 'newPassword')}
          label={t`New password`}
          error={form.shown('newPassword')}
          hint={passwordHint}
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(event) => set({ newPassword: event.target.value })}
          onBlur={() => form.blur('newPassword')}
        />
        <PasswordField
          id={fieldId(formId, 'confirmPassword')}
          label={t`Confirm new password`}
          error={form.shown('confirmPassword')}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => set({ confirmPassword: event.target.value })}
          onBlur={() => form.blur('confirmPassword')}
        />
        <SubmitButton
          pending={pending}
          pendingLabel={<Trans>Saving…</Trans>}
          offlineNote={
            <Trans>
              You are offline. Resetting a password needs a connection; try again once you are back online.
            </Trans>
          }
        >
          <Trans>Reset password</Trans>
        </SubmitButton>
      </form>
      <p className="auth-switch">
        <Trans>Remembered it?</Trans>{' '}
        <a className="auth-link" href={`#${loginHref(redirect)}`}>
          <Trans>Log in</Trans>
        </a>
      </p>
    </div>
  );
}
