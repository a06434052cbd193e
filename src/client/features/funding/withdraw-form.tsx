/**
 * The withdrawal form: a saved address of the currency, the amount (with "all") within the currency's limits and the
 * available balance, the fee and the actual arrival, and the 6-digit trade password. The amount is frozen when the
 * server accepts; the records show it until an operator decides. One Idempotency-Key per submission.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type FormEvent } from 'react';
import { checkTradePassword, tradePasswordLength } from '../../../common/validation';
import type { CurrencySettings, WithdrawalAddress } from '../../../common/wallet-types';
import { PasswordField } from '../../components/form/password-field';
import { ProcessingLabel } from '../../components/form/processing-label';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { isOnline } from '../../lib/connectivity/connectivity-store';
import { SubmissionKeys } from '../../lib/http/idempotency-key';
import { useCatalogPartReady } from '../../lib/i18n/i18n';
import { notify } from '../../lib/notify/notify-store';
import { navigate } from '../../lib/router/hash-location';
import { AddressChoice } from './address-choice';
import { checkWithdrawAmount, realArrive } from './amount-rules';
import { sendWithKey } from '../../lib/http/send-with-key';
import { WithdrawAmountField } from './withdraw-amount-field';
import { recordsPath } from './funding-links';
import { withdrawAmountMessage } from './funding-messages';
import { submitWithdrawal } from './withdraw-api';
import { WithdrawSummary } from './withdraw-summary';

/** Server refusals that belong under the trade password field, and under the amount. */
const tradePasswordErrors = new Set([
  'TRADE_PASSWORD_WRONG',
  'TRADE_PASSWORD_LOCKED',
  'TRADE_PASSWORD_NOT_SET',
]);
const amountErrors = new Set(['WITHDRAW_AMOUNT', 'WITHDRAW_BELOW_FEE', 'INSUFFICIENT_BALANCE']);

interface WithdrawFormProps {
  settings: CurrencySettings;
  /** The user's saved addresses of this currency. */
  addresses: readonly WithdrawalAddress[];
  /** The coin account's available balance; undefined while it loads. */
  available: string | undefined;
  onWithdrawn: () => void;
}

export function WithdrawForm({ settings, addresses, available, onWithdrawn }: WithdrawFormProps) {
  const { t, i18n } = useLingui();
  useCatalogPartReady('errors');
  const { currency } = settings;
  const [addressId, setAddressId] = useState(() => addresses[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [tradePwd, setTradePwd] = useState('');
  const [shown, setShown] = useState({ amount: false, tradePwd: false, address: false });
  const [pwdRefusal, setPwdRefusal] = useState<string | null>(null);
  const [amountRefusal, setAmountRefusal] = useState<string | null>(null);
  const keys = useMemo(() => new SubmissionKeys(), []);
  const { pending, run } = useSubmit((failure) => {
    const code = failure.errorCode ?? '';
    if (tradePasswordErrors.has(code)) setPwdRefusal(failure.message);
    else if (amountErrors.has(code)) setAmountRefusal(failure.message);
    else return false;
    document.getElementById(amountErrors.has(code) ? 'withdraw-amount' : 'withdraw-trade-password')?.focus();
    return true;
  });

  const selected = addresses.find((entry) => entry.id === addressId);
  const amountProblem = checkWithdrawAmount(amount, settings, available);
  const pwdProblem = checkTradePassword(tradePwd);
  const arrival = realArrive(amount, settings.withdrawFee);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShown({ amount: true, tradePwd: true, address: true });
    const firstInvalid = !selected
      ? 'withdraw-addresses'
      : amountProblem
        ? 'withdraw-amount'
        : pwdProblem
          ? 'withdraw-trade-password'
          : null;
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    if (!selected || pending || !isOnline()) return;
    const draft = { addressId: selected.id, amount: amount.trim(), tradePwd };
    // The server's fingerprint leaves the password out, and so does the key: a retry is the same withdrawal.
    const fingerprint = { addressId: draft.addressId, amount: draft.amount };
    void run(async () => {
      await sendWithKey(keys, fingerprint, (key) => submitWithdrawal(draft, key));
      notify.success(msg`Withdrawal submitted for review`);
      onWithdrawn();
      navigate(recordsPath);
    });
  };

  return (
    <form className="fund-form" onSubmit={onSubmit} noValidate data-testid="withdraw-form">
      <AddressChoice
        currency={currency}
        addresses={addresses}
        selectedId={addressId}
        onSelect={setAddressId}
        error={shown.address && !selected ? t`Please choose an address.` : null}
      />
      <WithdrawAmountField
        settings={settings}
        available={available}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setAmountRefusal(null);
        }}
        onBlur={() => setShown((previous) => ({ ...previous, amount: true }))}
        error={
          shown.amount && amountProblem
            ? { text: withdrawAmountMessage(i18n, amountProblem, settings) }
            : amountRefusal
              ? { text: amountRefusal }
              : null
        }
      />
      <WithdrawSummary currency={currency} fee={settings.withdrawFee} arrival={arrival} />
      <PasswordField
        id="withdraw-trade-password"
        label={t`Trade password`}
        autoComplete="off"
        inputMode="numeric"
        maxLength={tradePasswordLength}
        pattern="[0-9]*"
        value={tradePwd}
        onChange={(event) => {
          setTradePwd(event.target.value);
          setPwdRefusal(null);
        }}
        onBlur={() => setShown((previous) => ({ ...previous, tradePwd: true }))}
        error={pwdRefusal ? { text: pwdRefusal } : shown.tradePwd ? pwdProblem : null}
        errorValues={{ field: t`Trade password` }}
        data-testid="withdraw-trade-password"
      />
      <SubmitButton
        pending={pending}
        pendingLabel={<ProcessingLabel />}
        offlineNote={<Trans>You are offline. Connect to the internet to withdraw.</Trans>}
        testId="withdraw-submit"
      >
        <Trans>Confirm withdrawal</Trans>
      </SubmitButton>
    </form>
  );
}
