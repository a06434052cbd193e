/**
 * The anti-phishing code: shown masked as the server sends it, set, changed or removed with the trade password.
 * Without a trade password the form says to set one first (the server refuses it too). Every Petrel mail to the user then
 * starts with the code, so a mail without it is not from Petrel.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  antiPhishingCodeLengthMax,
  checkAntiPhishingCode,
  checkTradePassword,
  tradePasswordLength,
} from '../../../common/validation';
import { notify } from '../../lib/notify/notify-store';
import { PasswordForm, type PasswordFieldSpec } from './password-form';
import { clearAntiPhishingCode, setAntiPhishingCode } from './safety-calls';

type Field = 'code' | 'assetsPwd';

const proofErrors = new Set(['TRADE_PASSWORD_WRONG', 'TRADE_PASSWORD_LOCKED', 'TRADE_PASSWORD_RULE']);

interface AntiPhishingSectionProps {
  /** The code as the server shows it (masked), or null when none is set. */
  maskedCode: string | null;
  hasTradePassword: boolean;
  onSaved: () => void;
}

export function AntiPhishingSection({ maskedCode, hasTradePassword, onSaved }: AntiPhishingSectionProps) {
  const { t } = useLingui();
  const fields: Array<PasswordFieldSpec<Field>> = [
    {
      name: 'code',
      label: maskedCode === null ? t`Anti-phishing code` : t`New anti-phishing code`,
      autoComplete: 'off',
      lengthMax: antiPhishingCodeLengthMax,
      hint: <Trans>4 to 20 English letters or digits, at least one letter.</Trans>,
      check: (v) => checkAntiPhishingCode(v.code),
    },
    {
      name: 'assetsPwd',
      label: t`Trade password`,
      autoComplete: 'current-password',
      digits: tradePasswordLength,
      check: (v) => checkTradePassword(v.assetsPwd),
    },
  ];
  return (
    <section className="me-section" aria-labelledby="me-anti-phishing-title">
      <h2 id="me-anti-phishing-title" className="me-section__title">
        <Trans>Anti-phishing code</Trans>
      </h2>
      <p className="me-section__hint">
        <Trans>
          Every email from Petrel starts with this code. An email without it, or with another code, is not
          from us: do not click its links.
        </Trans>
      </p>
      {maskedCode === null ? (
        <p className="me-readonly anti-phishing-current" data-testid="me-anti-phishing-current">
          <Trans>Not set</Trans>
        </p>
      ) : (
        <p className="me-readonly anti-phishing-current" data-testid="me-anti-phishing-current">
          <Trans>
            Current code: <span className="num">{maskedCode}</span>
          </Trans>
        </p>
      )}
      <PasswordForm
        id="me-anti-phishing-form"
        fields={fields}
        submitLabel={maskedCode === null ? <Trans>Set code</Trans> : <Trans>Change code</Trans>}
        fieldOfServerError={(code) =>
          proofErrors.has(code) ? 'assetsPwd' : code === 'ANTI_PHISHING_CODE_RULE' ? 'code' : undefined
        }
        blockedBy={
          hasTradePassword ? null : (
            <Trans>
              Set a trade password first, under “Trade password” above: the code is changed with it.
            </Trans>
          )
        }
        submit={async (values) => {
          await setAntiPhishingCode(values);
          notify.success(msg`Anti-phishing code saved`);
          onSaved();
        }}
      />
      {maskedCode !== null && hasTradePassword ? <RemoveCodeForm onRemoved={onSaved} /> : null}
    </section>
  );
}

/** Removing the code takes the trade password too, so a session left open cannot strip the mails of their mark. */
function RemoveCodeForm({ onRemoved }: { onRemoved: () => void }) {
  const { t } = useLingui();
  const fields: Array<PasswordFieldSpec<'assetsPwd'>> = [
    {
      name: 'assetsPwd',
      label: t`Trade password`,
      autoComplete: 'current-password',
      digits: tradePasswordLength,
      hint: <Trans>Emails from Petrel will then no longer start with a code.</Trans>,
      check: (v) => checkTradePassword(v.assetsPwd),
    },
  ];
  return (
    <>
      <h3 className="me-section__subtitle">
        <Trans>Remove the code</Trans>
      </h3>
      <PasswordForm
        id="me-anti-phishing-remove-form"
        fields={fields}
        submitLabel={<Trans>Remove code</Trans>}
        fieldOfServerError={(code) => (proofErrors.has(code) ? 'assetsPwd' : undefined)}
        submit={async (values) => {
          await clearAntiPhishingCode(values);
          notify.success(msg`Anti-phishing code removed`);
          onRemoved();
        }}
      />
    </>
  );
}
