/**
 * Register (/register): email, the emailed code, password and confirmation, an optional invite code (prefilled
 * from an invite link, #/register?code=…) and the user agreement. The new account is logged in right away.
 */
import type { ErrorCode } from '../../../common/errors';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type FormEvent } from 'react';
import { sendEmailCode } from '../../lib/account/account-api';
import { register } from '../../lib/account/account-actions';
import { loginHref, protocolPath, redirectOf, redirectTarget } from '../../lib/account/login-links';
import { isOnline } from '../../lib/connectivity/connectivity-store';
import { notify } from '../../lib/notify/notify-store';
import { navigate } from '../../lib/router/hash-location';
import { useHashSearch } from '../../lib/router/use-hash-location';
import { sessionStore } from '../../lib/session/session-store';
import { PageHeader } from '../../components/page-header';
import { ruleMessage } from '../../components/form/rule-message';
import { Field } from '../../components/form/field';
import { EmailCodeFields } from './email-code-fields';
import { AuthIntro } from './auth-intro';
import { registerErrors, type RegisterValues } from './auth-rules';
import { useDraft } from '../../components/form/form-draft';
import { PasswordField } from '../../components/form/password-field';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldId, useFormErrors } from '../../components/form/use-form-errors';
import { useRuleHint } from '../../components/form/use-rule-hint';
import { formToastKey, useSubmit } from '../../components/form/use-submit';
import './auth.css';

/** The hint under a new password is the rule's own message, so the two never say different things. */
const passwordRule: ErrorCode = 'PASSWORD_RULE';

const formId = 'register';
/** Invite codes are short; anything longer is a pasted link or text, not a code. */
const invitationCodeLengthMax = 32;

/**
 * What survives a visit to the agreement: everything but the passwords. An empty invite code is not kept, so a
 * later invite link still prefills its code.
 */
/** Server refusals that concern one field are shown under it, not in a toast that disappears. */
const registerFieldOfServerError: Partial<Record<string, keyof RegisterValues>> = {
  EMAIL_TAKEN: 'email',
  CODE_INVALID: 'code',
  CODE_ATTEMPTS_EXCEEDED: 'code',
  INVITE_CODE_UNKNOWN: 'invitationCode',
};

const keepDraft = ({ email, code, invitationCode, agree }: RegisterValues): Partial<RegisterValues> =>
  invitationCode ? { email, code, invitationCode, agree } : { email, code, agree };

export default function RegisterScreen() {
  const { t, i18n } = useLingui();
  const passwordHint = useRuleHint(passwordRule);
  const search = useHashSearch();
  const redirect = redirectOf(search);
  const [values, set, discardDraft] = useDraft<RegisterValues>(
    formId,
    () => ({
      email: '',
      code: '',
      password: '',
      confirmPassword: '',
      invitationCode: (new URLSearchParams(search).get('code') ?? '')
        .trim()
        .slice(0, invitationCodeLengthMax),
      agree: false,
    }),
    keepDraft,
  );
  const form = useFormErrors(formId, registerErrors(values));
  const { pending, run } = useSubmit((failure) => {
    const field = failure.errorCode ? registerFieldOfServerError[failure.errorCode] : undefined;
    if (field) form.refuse(field, { text: failure.message });
    return field !== undefined;
  });
  const edit = (field: keyof RegisterValues, patch: Partial<RegisterValues>) => {
    form.edited(field);
    set(patch);
  };

  // Someone already logged in has no account to create: like /login, go on to where the form would lead.
  const searchOnArrival = useRef(search);
  useEffect(() => {
    if (sessionStore.get().isLogin) navigate(redirectTarget(searchOnArrival.current), { replace: true });
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate() || !isOnline()) return;
    void run(async () => {
      const message = await register(values);
      discardDraft();
      notify.success(message || msg`Register success`, formToastKey);
      navigate(redirectTarget(search), { replace: true });
    });
  };

  const agreeError = form.shown('agree');
  return (
    <div className="screen auth-screen">
      <PageHeader title={t`Create an account`} backTo="/home" />
      <AuthIntro title={t`Join Petrel`}>
        <Trans>Register with your email. We send a 6-digit code to confirm it is yours.</Trans>
      </AuthIntro>
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-label={t`Create an account`}>
        <EmailCodeFields
          formId={formId}
          form={form}
          email={values.email}
          code={values.code}
          onChange={(patch) => {
            if (patch.email !== undefined) form.edited('email');
            if (patch.code !== undefined) form.edited('code');
            set(patch);
          }}
          purpose="register"
          send={sendEmailCode}
          emailAutoComplete="email"
        />
        <PasswordField
          id={fieldId(formId, 'password')}
          label={t`Password`}
          error={form.shown('password')}
          hint={passwordHint}
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => set({ password: event.target.value })}
          onBlur={() => form.blur('password')}
        />
        <PasswordField
          id={fieldId(formId, 'confirmPassword')}
          label={t`Confirm password`}
          error={form.shown('confirmPassword')}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => set({ confirmPassword: event.target.value })}
          onBlur={() => form.blur('confirmPassword')}
        />
        <Field
          id={fieldId(formId, 'invitationCode')}
          label={t`Invite code (optional)`}
          error={form.shown('invitationCode')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={invitationCodeLengthMax}
          value={values.invitationCode}
          onChange={(event) => edit('invitationCode', { invitationCode: event.target.value })}
          onBlur={() => form.blur('invitationCode')}
        />
        <div className={`auth-check${agreeError ? ' auth-check--invalid' : ''}`}>
          <input
            id={fieldId(formId, 'agree')}
            type="checkbox"
            className="auth-check__box"
            checked={values.agree}
            aria-invalid={agreeError ? true : undefined}
            aria-describedby={agreeError ? `${fieldId(formId, 'agree')}-error` : undefined}
            onChange={(event) => set({ agree: event.target.checked })}
          />
          <label htmlFor={fieldId(formId, 'agree')} className="auth-check__label">
            <Trans>
              I have read and agree to the{' '}
              <a className="auth-link" href={`#${protocolPath}`}>
                User Agreement
              </a>
            </Trans>
          </label>
        </div>
        {agreeError ? (
          <p className="field__message field__message--error" id={`${fieldId(formId, 'agree')}-error`}>
            {ruleMessage(i18n, agreeError)}
          </p>
        ) : null}
        <SubmitButton
          pending={pending}
          pendingLabel={<Trans>Creating your account…</Trans>}
          offlineNote={
            <Trans>
              You are offline. Registering needs a connection; try again once you are back online.
            </Trans>
          }
        >
          <Trans>Register</Trans>
        </SubmitButton>
      </form>
      <p className="auth-switch">
        <Trans>Already have an account?</Trans>{' '}
        <a className="auth-link" href={`#${loginHref(redirect)}`}>
          <Trans>Log in</Trans>
        </a>
      </p>
    </div>
  );
}
