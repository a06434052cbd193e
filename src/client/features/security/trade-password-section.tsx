/**
 * Set or change the trade password (6 digits). Setting it the first time asks for the login password; changing
 * it asks for the old trade password. On success the profile is fetched again, so every screen sees it set.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  checkLoginPassword,
  checkPasswordsMatch,
  checkTradePassword,
  tradePasswordLength,
} from '../../../common/validation';
import { notify } from '../../lib/notify/notify-store';
import { setTradePassword } from './password-calls';
import { PasswordForm, type PasswordFieldSpec } from './password-form';
import { TradePasswordResetForm } from './trade-password-reset';

type Field = 'proof' | 'assetsPwd' | 'confirmPwd';

/** Server refusals that concern the proof field: a wrong (or locked) login password or trade password. */
const proofErrors = new Set([
  'CURRENT_PASSWORD_WRONG',
  'LOGIN_LOCKED',
  'TRADE_PASSWORD_WRONG',
  'TRADE_PASSWORD_LOCKED',
]);

interface TradePasswordSectionProps {
  isSet: boolean;
  /** The bound email, masked: where the code for a forgotten trade password goes. */
  maskedEmail: string;
  onSaved: () => void;
}

export function TradePasswordSection({ isSet, maskedEmail, onSaved }: TradePasswordSectionProps) {
  const { t } = useLingui();
  const [resetting, setResetting] = useState(false);
  const fields: Array<PasswordFieldSpec<Field>> = [
    isSet
      ? {
          name: 'proof',
          label: t`Current trade password`,
          autoComplete: 'current-password',
          digits: tradePasswordLength,
          check: (v) => checkTradePassword(v.proof),
        }
      : {
          name: 'proof',
          label: t`Login password`,
          autoComplete: 'current-password',
          check: (v) => checkLoginPassword(v.proof),
        },
    {
      name: 'assetsPwd',
      label: t`New trade password`,
      autoComplete: 'new-password',
      digits: tradePasswordLength,
      check: (v) => checkTradePassword(v.assetsPwd),
    },
    {
      name: 'confirmPwd',
      label: t`Confirm trade password`,
      autoComplete: 'new-password',
      digits: tradePasswordLength,
      check: (v) => checkPasswordsMatch(v.assetsPwd, v.confirmPwd),
    },
  ];
  return (
    <section className="me-section" aria-labelledby="me-trade-password-title">
      <h2 id="me-trade-password-title" className="me-section__title">
        <Trans>Trade password</Trans>
      </h2>
      <p className="me-section__hint" data-testid="me-trade-password-mode">
        {isSet ? (
          <Trans>Your trade password is set. Enter the current one to change it.</Trans>
        ) : (
          <Trans>
            Not set yet. Six digits, asked before withdrawals, transfers and trades. Confirm with your login
            password.
          </Trans>
        )}
      </p>
      {resetting ? (
        <TradePasswordResetForm
          maskedEmail={maskedEmail}
          onDone={() => {
            setResetting(false);
            onSaved();
          }}
        />
      ) : (
        <PasswordForm
          // A new form when the mode changes, so a half-typed proof of the other kind is not kept.
          key={isSet ? 'change' : 'set'}
          id="me-trade-password-form"
          fields={fields}
          submitLabel={isSet ? <Trans>Change trade password</Trans> : <Trans>Set trade password</Trans>}
          fieldOfServerError={(code) => (proofErrors.has(code) ? 'proof' : undefined)}
          submit={async ({ proof, assetsPwd, confirmPwd }) => {
            await setTradePassword(
              isSet
                ? { kind: 'change', oldAssetsPwd: proof, assetsPwd, confirmPwd }
                : { kind: 'set', password: proof, assetsPwd, confirmPwd },
            );
            notify.success(isSet ? msg`Trade password changed` : msg`Trade password set`);
            onSaved();
          }}
        />
      )}
      {isSet ? (
        <button
          type="button"
          className="me-link-button me-section__link"
          aria-expanded={resetting}
          onClick={() => setResetting((open) => !open)}
          data-testid="me-trade-reset-toggle"
        >
          {resetting ? (
            <Trans>Back to changing the trade password</Trans>
          ) : (
            <Trans>Forgot trade password?</Trans>
          )}
        </button>
      ) : null}
    </section>
  );
}
