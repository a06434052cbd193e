/**
 * "Forgot trade password?": a code mailed to the bound email proves the user, then a new 6-digit trade password
 * is entered twice. Each field is checked by the shared rules before anything is sent; a wrong code is shown
 * under the code field.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import {
  checkEmailCode,
  checkPasswordsMatch,
  checkTradePassword,
  emailCodeLength,
  tradePasswordLength,
} from '../../../common/validation';
import { Field } from '../../components/form/field';
import { keepFieldFocus } from '../../components/form/keep-focus';
import { PasswordField } from '../../components/form/password-field';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldId, useFormErrors } from '../../components/form/use-form-errors';
import { formToastKey, useSubmit } from '../../components/form/use-submit';
import { isOnline, useOnline } from '../../lib/connectivity/connectivity-store';
import { notify } from '../../lib/notify/notify-store';
import { resetTradePassword, sendTradePasswordCode, type TradePasswordReset } from './password-calls';

const formId = 'me-trade-reset';
const emptyReset: TradePasswordReset = { code: '', assetsPwd: '', confirmPwd: '' };
/** Refusals about the code: it is shown under the code field, where it can be fixed or sent again. */
const codeErrors = new Set(['CODE_INVALID', 'CODE_ATTEMPTS_EXCEEDED']);

interface TradePasswordResetProps {
  /** The bound email, masked, so the user knows where to look for the code. */
  maskedEmail: string;
  onDone: () => void;
}

export function TradePasswordResetForm({ maskedEmail, onDone }: TradePasswordResetProps) {
  const { t } = useLingui();
  const online = useOnline();
  const [values, setValues] = useState(emptyReset);
  const [sent, setSent] = useState(false);
  const form = useFormErrors(formId, {
    code: checkEmailCode(values.code),
    assetsPwd: checkTradePassword(values.assetsPwd),
    confirmPwd: checkPasswordsMatch(values.assetsPwd, values.confirmPwd),
  });
  const sending = useSubmit();
  const { pending, run } = useSubmit((failure) => {
    const onCode = failure.errorCode !== undefined && codeErrors.has(failure.errorCode);
    if (onCode) form.refuse('code', { text: failure.message });
    return onCode;
  });
  const edit = (field: keyof TradePasswordReset, value: string) => {
    form.edited(field);
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  const sendCode = () =>
    void sending.run(async () => {
      await sendTradePasswordCode();
      setSent(true);
      notify.success(msg`Code sent`, formToastKey);
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate() || !isOnline()) return;
    void run(async () => {
      await resetTradePassword({ ...values, code: values.code.trim() });
      notify.success(msg`Trade password reset`, formToastKey);
      onDone();
    });
  };

  const digits = { inputMode: 'numeric', pattern: '[0-9]*', maxLength: tradePasswordLength } as const;
  return (
    <form
      className="me-form"
      onSubmit={onSubmit}
      noValidate
      data-testid={formId}
      aria-label={t`Reset trade password`}
    >
      <p className="me-section__hint" role="status" data-testid="me-trade-reset-sent">
        {sent ? (
          <Trans>We sent a code to {maskedEmail}. It is valid for a few minutes.</Trans>
        ) : (
          <Trans>We will send a code to your bound email, {maskedEmail}.</Trans>
        )}
      </p>
      <Field
        id={fieldId(formId, 'code')}
        label={t`Verification code`}
        error={form.shown('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={emailCodeLength}
        value={values.code}
        onChange={(event) => edit('code', event.target.value)}
        onBlur={() => form.blur('code')}
        trailing={
          <button
            type="button"
            className="field__action"
            disabled={sending.pending || !online}
            onClick={sendCode}
            onMouseDown={keepFieldFocus}
            data-testid="me-trade-reset-send"
          >
            {sent ? <Trans>Resend code</Trans> : <Trans>Send code</Trans>}
          </button>
        }
      />
      <PasswordField
        id={fieldId(formId, 'assetsPwd')}
        label={t`New trade password`}
        error={form.shown('assetsPwd')}
        autoComplete="new-password"
        value={values.assetsPwd}
        onChange={(event) => edit('assetsPwd', event.target.value)}
        onBlur={() => form.blur('assetsPwd')}
        {...digits}
      />
      <PasswordField
        id={fieldId(formId, 'confirmPwd')}
        label={t`Confirm trade password`}
        error={form.shown('confirmPwd')}
        autoComplete="new-password"
        value={values.confirmPwd}
        onChange={(event) => edit('confirmPwd', event.target.value)}
        onBlur={() => form.blur('confirmPwd')}
        {...digits}
      />
      <SubmitButton pending={pending}>
        <Trans>Reset trade password</Trans>
      </SubmitButton>
    </form>
  );
}
