/**
 * The email verification code with its "Send code" button. The address is checked with the shared rule before
 * anything is sent; after sending, the button counts down the wait the server gave (resendAfterSeconds).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { EmailCodeSent } from '../../../common/user-types';
import { checkEmail, emailCodeLength, normalizeEmail } from '../../../common/validation';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { notify } from '../../lib/notify/notify-store';
import { Field } from '../../components/form/field';
import type { FieldError } from '../../components/form/rule-message';
import { useCountdown } from './use-countdown';
import { formToastKey, useSubmit } from '../../components/form/use-submit';
import { keepFieldFocus } from '../../components/form/keep-focus';

interface CodeFieldProps {
  id: string;
  value: string;
  error: FieldError | null;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The address the code goes to, and which call sends it (register or forgotten password). */
  email: string;
  purpose: 'register' | 'forget';
  send: (email: string) => Promise<EmailCodeSent>;
  /** The address fails its rule: the form shows that error instead of sending. */
  onInvalidEmail: () => void;
}

export function CodeField(props: CodeFieldProps) {
  const { id, value, error, onChange, onBlur, email, purpose, send, onInvalidEmail } = props;
  const { t } = useLingui();
  const online = useOnline();
  const countdown = useCountdown(`${purpose}:${normalizeEmail(email)}`);
  const sending = useSubmit();
  const counting = countdown.secondsLeft > 0;
  const seconds = countdown.secondsLeft;

  const sendCode = () => {
    if (checkEmail(email) !== null) {
      onInvalidEmail();
      return;
    }
    void sending.run(async () => {
      const { resendAfterSeconds } = await send(email);
      countdown.start(resendAfterSeconds);
      const address = normalizeEmail(email);
      notify.success(t`We sent a code to ${address}. It may take a minute to arrive.`, formToastKey);
    });
  };

  return (
    <Field
      id={id}
      label={t`Verification code`}
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, emailCodeLength))}
      onBlur={onBlur}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={emailCodeLength}
      placeholder={t`6-digit code`}
      trailing={
        <button
          type="button"
          className="field__action"
          data-testid={`${id}-send`}
          disabled={sending.pending || counting || !online}
          aria-busy={sending.pending}
          onClick={sendCode}
          onMouseDown={keepFieldFocus}
        >
          {sending.pending ? (
            <Trans>Sending…</Trans>
          ) : counting ? (
            <span className="num">
              <Trans>Resend in {seconds}s</Trans>
            </span>
          ) : (
            <Trans>Send code</Trans>
          )}
        </button>
      }
    />
  );
}
