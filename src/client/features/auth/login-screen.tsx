/**
 * Log in (/login) with email and password. Success shows the server's "login success" and returns to the page
 * that asked for a login (`redirect`), or the profile hub.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PageHeader } from '../../components/page-header';
import { login } from '../../lib/account/account-actions';
import { forgotPasswordHref, redirectOf, redirectTarget, registerHref } from '../../lib/account/login-links';
import { isOnline } from '../../lib/connectivity/connectivity-store';
import { notify } from '../../lib/notify/notify-store';
import { sessionStore } from '../../lib/session/session-store';
import { navigate } from '../../lib/router/hash-location';
import { useHashSearch } from '../../lib/router/use-hash-location';
import { EmailField } from './email-field';
import { AuthIntro } from './auth-intro';
import { loginErrors, type LoginValues } from './auth-rules';
import { PasswordField } from '../../components/form/password-field';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldId, useFormErrors } from '../../components/form/use-form-errors';
import { formToastKey, useSubmit } from '../../components/form/use-submit';
import './auth.css';

const formId = 'login';

export default function LoginScreen() {
  const { t } = useLingui();
  const search = useHashSearch();
  const redirect = redirectOf(search);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const form = useFormErrors(formId, loginErrors(values));
  const { pending, run } = useSubmit();
  const set = (patch: Partial<LoginValues>) => setValues((previous) => ({ ...previous, ...patch }));

  // Someone already logged in who lands here (a bookmark, the back button) goes on to where the login would lead;
  // checked once, on arrival, so the screen's own navigation after a login is not redone.
  const searchOnArrival = useRef(search);
  useEffect(() => {
    if (sessionStore.get().isLogin) navigate(redirectTarget(searchOnArrival.current), { replace: true });
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate() || !isOnline()) return;
    void run(async () => {
      const message = await login(values.email, values.password);
      notify.success(message || msg`login success`, formToastKey);
      navigate(redirectTarget(search), { replace: true });
    });
  };

  return (
    <div className="screen auth-screen">
      <PageHeader title={t`Log in`} backTo="/home" />
      <AuthIntro title={t`Welcome back`}>
        <Trans>Log in with your email to trade and manage your assets.</Trans>
      </AuthIntro>
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-label={t`Log in`}>
        <EmailField
          id={fieldId(formId, 'email')}
          autoComplete="username"
          error={form.shown('email')}
          value={values.email}
          onChange={(email) => set({ email })}
          onBlur={() => form.blur('email')}
        />
        <PasswordField
          id={fieldId(formId, 'password')}
          label={t`Password`}
          error={form.shown('password')}
          autoComplete="current-password"
          placeholder={t`Your login password`}
          value={values.password}
          onChange={(event) => set({ password: event.target.value })}
          onBlur={() => form.blur('password')}
        />
        <a className="auth-link auth-link--end" href={`#${forgotPasswordHref(redirect)}`}>
          <Trans>Forgot password?</Trans>
        </a>
        <SubmitButton
          pending={pending}
          pendingLabel={<Trans>Logging in…</Trans>}
          offlineNote={
            <Trans>You are offline. Logging in needs a connection; try again once you are back online.</Trans>
          }
        >
          <Trans>Log in</Trans>
        </SubmitButton>
      </form>
      <p className="auth-switch">
        <Trans>New to Petrel?</Trans>{' '}
        <a className="auth-link" href={`#${registerHref({ redirect })}`}>
          <Trans>Create an account</Trans>
        </a>
      </p>
    </div>
  );
}
