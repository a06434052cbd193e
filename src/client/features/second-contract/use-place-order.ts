/**
 * Sends a timed order: one at a time, with the direction being sent for the pressed button's spinner. The
 * server's success message (the spec's l.c_create_success, in the user's language) is toasted; a refusal or a
 * network failure is toasted by useSubmit with the server's message or the client's own (spec section 8). The
 * form's SubmissionKeys keep one Idempotency-Key per submission across retries of the same order.
 */
import { msg } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import type { TradeDirection } from '../../../common/trading-types';
import { formToastKey, useSubmit } from '../../components/form/use-submit';
import { SubmissionKeys } from '../../lib/http/idempotency-key';
import { notify } from '../../lib/notify/notify-store';
import { placeOrderOnce, type OrderRequest } from './second-api';

export function usePlaceOrder(onPlaced: () => void): {
  pending: TradeDirection | null;
  place: (order: OrderRequest) => void;
} {
  const keys = useRef(new SubmissionKeys());
  const { run } = useSubmit();
  const [pending, setPending] = useState<TradeDirection | null>(null);

  const place = (order: OrderRequest) => {
    setPending(order.tradeType);
    void run(async () => {
      const answer = await placeOrderOnce(keys.current, order);
      notify.success(answer.message || msg`Order placed`, formToastKey);
      onPlaced();
    }).finally(() => setPending(null));
  };

  return { pending, place };
}
