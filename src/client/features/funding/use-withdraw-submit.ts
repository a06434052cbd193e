/**
 * Sends a reviewed withdrawal with its trade password, once, under the submission's Idempotency-Key (the key
 * leaves the password out, like the server's fingerprint, so a retry is the same withdrawal). A refusal of the
 * password goes under its field; a refusal of the amount sends the user back to the form with the reason under
 * the amount; anything else is toasted by useSubmit.
 */
import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';
import { useSubmit } from '../../components/form/use-submit';
import { SubmissionKeys } from '../../lib/http/idempotency-key';
import { sendWithKey } from '../../lib/http/send-with-key';
import { notify } from '../../lib/notify/notify-store';
import { navigate } from '../../lib/router/hash-location';
import { recordsPath } from './funding-links';
import type { WithdrawStep } from './use-withdraw-step';
import { submitWithdrawal, type WithdrawRequest } from './withdraw-api';
import { tradePasswordFieldId } from './withdraw-password-step';

export const amountFieldId = 'withdraw-amount';

/** Server refusals that belong under the trade password field, and under the amount. */
const tradePasswordErrors = new Set([
  'TRADE_PASSWORD_WRONG',
  'TRADE_PASSWORD_LOCKED',
  'TRADE_PASSWORD_NOT_SET',
]);
const amountErrors = new Set(['WITHDRAW_AMOUNT', 'WITHDRAW_BELOW_FEE', 'INSUFFICIENT_BALANCE']);

interface WithdrawSubmitOptions {
  go: (step: WithdrawStep, focusOn?: string | null) => void;
  onPasswordRefused: (message: string) => void;
  onAmountRefused: (message: string) => void;
  onWithdrawn: () => void;
}

export function useWithdrawSubmit({
  go,
  onPasswordRefused,
  onAmountRefused,
  onWithdrawn,
}: WithdrawSubmitOptions) {
  const keys = useMemo(() => new SubmissionKeys(), []);
  const { pending, run } = useSubmit((failure) => {
    const code = failure.errorCode ?? '';
    if (tradePasswordErrors.has(code)) {
      onPasswordRefused(failure.message);
      go('password', tradePasswordFieldId);
    } else if (amountErrors.has(code)) {
      onAmountRefused(failure.message);
      go('edit', amountFieldId);
    } else return false;
    return true;
  });

  const send = (draft: WithdrawRequest) => {
    const fingerprint = { addressId: draft.addressId, amount: draft.amount };
    void run(async () => {
      await sendWithKey(keys, fingerprint, (key) => submitWithdrawal(draft, key));
      notify.success(msg`Withdrawal submitted for review`);
      onWithdrawn();
      navigate(recordsPath);
    });
  };

  return { pending, send };
}
