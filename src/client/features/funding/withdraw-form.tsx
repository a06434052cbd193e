/**
 * The withdrawal form, in three steps: a saved address of the currency and the amount within its limits, with the
 * fee and the actual arrival (withdraw-edit-step.tsx); then the review of all of it, whose "Back" keeps the values
 * (withdraw-review.tsx); then the 6-digit trade password (withdraw-password-step.tsx). The amount is frozen when
 * the server accepts; the records show it until an operator decides. One Idempotency-Key per submission.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState, type FormEvent } from 'react';
import { checkTradePassword } from '../../../common/validation';
import type { CurrencySettings, WithdrawalAddress } from '../../../common/wallet-types';
import { useSubmit } from '../../components/form/use-submit';
import { isOnline } from '../../lib/connectivity/connectivity-store';
import { SubmissionKeys } from '../../lib/http/idempotency-key';
import { sendWithKey } from '../../lib/http/send-with-key';
import { useCatalogPartReady } from '../../lib/i18n/i18n';
import { notify } from '../../lib/notify/notify-store';
import { navigate } from '../../lib/router/hash-location';
import { checkWithdrawAmount, realArrive } from './amount-rules';
import { recordsPath } from './funding-links';
import { withdrawAmountMessage } from './funding-messages';
import { useWithdrawStep } from './use-withdraw-step';
import { submitWithdrawal } from './withdraw-api';
import { WithdrawEditStep } from './withdraw-edit-step';
import { tradePasswordFieldId, WithdrawPasswordStep } from './withdraw-password-step';
import { WithdrawReview } from './withdraw-review';

const amountFieldId = 'withdraw-amount';

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
  const { i18n } = useLingui();
  useCatalogPartReady('errors');
  const [addressId, setAddressId] = useState(() => addresses[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [tradePwd, setTradePwd] = useState('');
  const [shown, setShown] = useState({ amount: false, tradePwd: false, address: false });
  const [pwdRefusal, setPwdRefusal] = useState<string | null>(null);
  const [amountRefusal, setAmountRefusal] = useState<string | null>(null);
  const { step, go } = useWithdrawStep();
  const keys = useMemo(() => new SubmissionKeys(), []);
  const { pending, run } = useSubmit((failure) => {
    const code = failure.errorCode ?? '';
    if (tradePasswordErrors.has(code)) setPwdRefusal(failure.message);
    else if (amountErrors.has(code)) setAmountRefusal(failure.message);
    else return false;
    if (amountErrors.has(code)) go('edit', amountFieldId);
    else go('password', tradePasswordFieldId);
    return true;
  });

  const selected = addresses.find((entry) => entry.id === addressId);
  const amountProblem = checkWithdrawAmount(amount, settings, available);
  const pwdProblem = checkTradePassword(tradePwd);
  const arrival = realArrive(amount, settings.withdrawFee);

  const toReview = () => {
    setShown((previous) => ({ ...previous, amount: true, address: true }));
    const firstInvalid = !selected ? 'withdraw-addresses' : amountProblem ? amountFieldId : null;
    if (firstInvalid) document.getElementById(firstInvalid)?.focus();
    else go('review');
  };

  const submit = () => {
    setShown((previous) => ({ ...previous, tradePwd: true }));
    if (pwdProblem) {
      document.getElementById(tradePasswordFieldId)?.focus();
      return;
    }
    if (!selected || amountProblem || pending || !isOnline()) return;
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
          amountError={
            shown.amount && amountProblem
              ? { text: withdrawAmountMessage(i18n, amountProblem, settings) }
              : amountRefusal
                ? { text: amountRefusal }
                : null
          }
          arrival={arrival}
          onAddress={setAddressId}
          onAmount={(value) => {
            setAmount(value);
            setAmountRefusal(null);
          }}
          onAmountBlur={() => setShown((previous) => ({ ...previous, amount: true }))}
        />
      ) : (
        <>
          <WithdrawReview
            currency={settings.currency}
            address={selected}
            amount={amount.trim()}
            fee={settings.withdrawFee}
            arrival={arrival}
            onBack={step === 'review' ? () => go('edit') : undefined}
            onConfirm={step === 'review' ? () => go('password', tradePasswordFieldId) : undefined}
          />
          {step === 'password' ? (
            <WithdrawPasswordStep
              value={tradePwd}
              error={pwdRefusal ? { text: pwdRefusal } : shown.tradePwd ? pwdProblem : null}
              pending={pending}
              onChange={(value) => {
                setTradePwd(value);
                setPwdRefusal(null);
              }}
              onBlur={() => setShown((previous) => ({ ...previous, tradePwd: true }))}
              onBack={() => go('review')}
            />
          ) : null}
        </>
      )}
    </form>
  );
}
