/**
 * The withdrawal form, in three steps: a saved address of the currency and the amount within its limits, with the
 * fee and the actual arrival (withdraw-edit-step.tsx); then the review of all of it, whose "Back" keeps the values
 * (withdraw-review.tsx); then the 6-digit trade password (withdraw-password-step.tsx). The amount is frozen when
 * the server accepts; the records show it until an operator decides. One Idempotency-Key per submission.
 */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { checkTradePassword } from '../../../common/validation';
import type { CurrencySettings, WithdrawalAddress } from '../../../common/wallet-types';
import { isOnline } from '../../lib/connectivity/connectivity-store';
import { useCatalogPartReady } from '../../lib/i18n/use-locale';
import { checkWithdrawAmount, realArrive } from './amount-rules';
import { withdrawAmountMessage } from './funding-messages';
import { useWithdrawStep } from './use-withdraw-step';
import { amountFieldId, useWithdrawSubmit } from './use-withdraw-submit';
import { WithdrawEditStep } from './withdraw-edit-step';
import { WithdrawConfirmSteps } from './withdraw-confirm-steps';
import { tradePasswordFieldId } from './withdraw-password-step';

interface WithdrawFormProps {
  settings: CurrencySettings;
  /** The user's saved addresses of this currency. */
  addresses: readonly WithdrawalAddress[];
  /** The coin account's available balance; undefined while it loads. */
  available: string | undefined;
  onWithdrawn: () => void;
}

export function WithdrawForm({ settings, addresses, available, onWithdrawn }: WithdrawFormProps) {
  const { i18n } = useLingui();
  useCatalogPartReady('errors');
  const [addressId, setAddressId] = useState(() => addresses[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [tradePwd, setTradePwd] = useState('');
  const [shown, setShown] = useState({ amount: false, tradePwd: false, address: false });
  const [pwdRefusal, setPwdRefusal] = useState<string | null>(null);
  const [amountRefusal, setAmountRefusal] = useState<string | null>(null);
  const { step, go } = useWithdrawStep();
  const { pending, send } = useWithdrawSubmit({
    go,
    onPasswordRefused: setPwdRefusal,
    onAmountRefused: setAmountRefusal,
    onWithdrawn,
  });

  const selected = addresses.find((entry) => entry.id === addressId);
  const amountProblem = checkWithdrawAmount(amount, settings, available);
  const pwdProblem = checkTradePassword(tradePwd);
  const arrival = realArrive(amount, settings.withdrawFee);
  const amountError =
    amountProblem && shown.amount
      ? { text: withdrawAmountMessage(i18n, amountProblem, settings) }
      : amountRefusal
        ? { text: amountRefusal }
        : null;

  const show = (field: keyof typeof shown) => setShown((previous) => ({ ...previous, [field]: true }));
  // A new value clears the server's refusal of the old one.
  const typeAmount = (value: string) => {
    setAmount(value);
    setAmountRefusal(null);
  };
  const typePassword = (value: string) => {
    setTradePwd(value);
    setPwdRefusal(null);
  };

  const toReview = () => {
    setShown((previous) => ({ ...previous, amount: true, address: true }));
    const firstInvalid = !selected ? 'withdraw-addresses' : amountProblem ? amountFieldId : null;
    if (firstInvalid) document.getElementById(firstInvalid)?.focus();
    else go('review');
  };

  const submit = () => {
    show('tradePwd');
    if (pwdProblem) {
      document.getElementById(tradePasswordFieldId)?.focus();
      return;
    }
    if (!selected || amountProblem || pending || !isOnline()) return;
    send({ addressId: selected.id, amount: amount.trim(), tradePwd });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'edit') toReview();
    else if (step === 'password') submit();
  };

  // The review needs a valid order; should the balance change under it, the form comes back instead.
  const reviewed = step !== 'edit' && selected && arrival !== undefined && !amountProblem;
  return (
    <form className="fund-form" onSubmit={onSubmit} noValidate data-testid="withdraw-form">
      {!reviewed ? (
        <WithdrawEditStep
          settings={settings}
          addresses={addresses}
          available={available}
          addressId={addressId}
          addressMissing={shown.address && !selected}
          amount={amount}
          amountError={amountError}
          arrival={arrival}
          onAddress={setAddressId}
          onAmount={typeAmount}
          onAmountBlur={() => show('amount')}
        />
      ) : (
        <WithdrawConfirmSteps
          step={step}
          go={go}
          currency={settings.currency}
          address={selected}
          amount={amount.trim()}
          fee={settings.withdrawFee}
          arrival={arrival}
          password={tradePwd}
          passwordError={pwdRefusal ? { text: pwdRefusal } : shown.tradePwd ? pwdProblem : null}
          pending={pending}
          onPassword={typePassword}
          onPasswordBlur={() => show('tradePwd')}
        />
      )}
    </form>
  );
}
