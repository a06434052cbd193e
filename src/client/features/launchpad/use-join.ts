/**
 * Sends a join: one at a time, under the form's Idempotency-Key (lib/http send-with-key), toasting success and
 * going to the records. A refusal that belongs under a field (the amount, the trade password) goes there with the
 * server's translated message; any other, or a network failure, is toasted by useSubmit.
 */
import { msg } from '@lingui/core/macro';
import { useMemo, useState } from 'react';
import { useSubmit } from '../../components/form/use-submit';
import { SubmissionKeys } from '../../lib/http/idempotency-key';
import { notify } from '../../lib/notify/notify-store';
import { navigate } from '../../lib/router/hash-location';
import { joinOnce, type JoinRequest } from './launchpad-api';
import { recordPath } from './launchpad-links';

/** Refusals shown under the trade password field. */
const passwordErrors = new Set(['TRADE_PASSWORD_WRONG', 'TRADE_PASSWORD_LOCKED', 'TRADE_PASSWORD_NOT_SET']);
/** Refusals shown under the amount (the balance, and the sale's amount rules, named LAUNCHPAD_AMOUNT…). */
const isAmountError = (code: string) =>
  code === 'INSUFFICIENT_BALANCE' || code.startsWith('LAUNCHPAD_AMOUNT');

export const amountFieldId = 'lp-join-amount';
export const passwordFieldId = 'lp-join-trade-password';

export function useJoin(onJoined: () => void) {
  const keys = useMemo(() => new SubmissionKeys(), []);
  const [refusal, setRefusal] = useState<{ field: 'amount' | 'password'; text: string } | null>(null);
  const { pending, run } = useSubmit((failure) => {
    const code = failure.errorCode ?? '';
    const field = passwordErrors.has(code) ? 'password' : isAmountError(code) ? 'amount' : null;
    if (field === null) return false;
    setRefusal({ field, text: failure.message });
    document.getElementById(field === 'amount' ? amountFieldId : passwordFieldId)?.focus();
    return true;
  });

  const join = (request: JoinRequest) =>
    void run(async () => {
      await joinOnce(keys, request);
      notify.success(msg`Subscription submitted`);
      onJoined();
      navigate(recordPath);
    });

  return { pending, join, refusal, clearRefusal: () => setRefusal(null) };
}
