/**
 * Cancels one unfinished order. The release of its frozen funds moves money, so the request carries an
 * Idempotency-Key, kept when the answer was lost and pressing again is the same cancellation. Offline the button
 * is disabled; the list above says why.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { amountText, symbolPriceText } from '../../../common/number-format';
import type { SpotOrder } from '../../../common/trading-types';
import { useSubmit } from '../../components/form/use-submit';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { SubmissionKeys } from '../../lib/http/idempotency-key';
import { notify } from '../../lib/notify/notify-store';
import { sideLabels } from './order-labels';
import { cancelOrder } from './spot-api';

export function CancelOrderButton({ order }: { order: SpotOrder }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const keys = useRef(new SubmissionKeys());
  const { pending, run } = useSubmit();
  const side = i18n._(sideLabels[order.side]);
  const { baseCoin } = order;
  const price = symbolPriceText(order.price, order.symbol);
  const amount = amountText(order.amount, baseCoin);
  const cancel = () =>
    void run(async () => {
      await cancelOrder(keys.current, order.id);
      notify.success(msg`Cancelled`);
    });
  return (
    <button
      type="button"
      className="button button--ghost button--small spot-order__cancel"
      disabled={pending || !online}
      aria-busy={pending}
      aria-label={t`Cancel: ${side} ${amount} ${baseCoin} at ${price}`}
      onClick={cancel}
      data-testid="spot-cancel"
    >
      {pending ? <Trans>Cancelling…</Trans> : <Trans>Cancel</Trans>}
    </button>
  );
}
