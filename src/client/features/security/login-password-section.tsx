/**
 * Change the login password: the current one, a new one by the registration rule, and its confirmation. The
 * server logs out the user's other devices, and the screen says so.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { checkLoginPassword, checkNewPassword, checkPasswordsMatch } from '../../../common/validation';
import { useRuleHint } from '../../components/form/use-rule-hint';
import { notify } from '../../lib/notify/notify-store';
import { changeLoginPassword } from './password-calls';
import { PasswordForm, type PasswordFieldSpec } from './password-form';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';

export function LoginPasswordSection() {
  const { t } = useLingui();
  // The rule's own message, so the hint and a refusal never say different things.
  const passwordHint = useRuleHint('PASSWORD_RULE');
  const [changed, setChanged] = useState(false);
  const fields: Array<PasswordFieldSpec<Field>> = [
    {
      name: 'oldPassword',
      label: t`Current password`,
      autoComplete: 'current-password',
      check: (v) => checkLoginPassword(v.oldPassword),
    },
    {
      name: 'newPassword',
      label: t`New password`,
      autoComplete: 'new-password',
      hint: passwordHint,
      check: (v) => checkNewPassword(v.newPassword),
    },
    {
      name: 'confirmPassword',
      label: t`Confirm new password`,
      autoComplete: 'new-password',
      check: (v) => checkPasswordsMatch(v.newPassword, v.confirmPassword),
    },
  ];
  return (
    <section className="me-section" aria-labelledby="me-login-password-title">
      <h2 id="me-login-password-title" className="me-section__title">
        <Trans>Login password</Trans>
      </h2>
      <PasswordForm
        id="me-login-password-form"
        fields={fields}
        submitLabel={<Trans>Change password</Trans>}
        fieldOfServerError={(code) => (code === 'CURRENT_PASSWORD_WRONG' ? 'oldPassword' : undefined)}
        submit={async (values) => {
          setChanged(false);
          await changeLoginPassword(values);
          notify.success(msg`Password changed. Other devices have been logged out.`);
          setChanged(true);
        }}
      />
      {changed ? (
        <p className="me-success-note" role="status" data-testid="me-password-changed">
          <Trans>
            Your login password was changed. For your safety, every other device signed in to your account has
            been logged out.
          </Trans>
        </p>
      ) : null}
    </section>
  );
}
