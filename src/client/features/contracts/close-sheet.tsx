/**
 * The confirmation of a close (or of a pending entry's cancel): what is closed, the current price and the estimated
 * profit or loss, and what will happen. Confirming sends the request under an Idempotency-Key kept while its
 * outcome is unknown; a refusal shows the server's message here and in the toast.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type RefObject } from 'react';
import type { DecimalString } from '../../../common/decimal';
import type { PairInfo } from '../../../common/pairs';
import { contractStatus, type ContractPosition } from '../../../common/trading-types';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { SubmissionKeys } from '../../lib/http/idempotency-key';
import { sendWithKey } from '../../lib/http/send-with-key';
import { notify } from '../../lib/notify/notify-store';
import { amountText, priceText, signedAmountText } from '../../../common/number-format';
import { trendOfSigned, unknownFigure } from './contract-format';
import { directionLabels } from './contract-labels';
import { pairName } from './contract-pair';
import { closePosition } from './contracts-api';
import { Figure } from '../../components/figure';
import type { LiveFigures } from './position-figures';
import { Sheet } from '../../components/sheet';
import { orderToastKey, useSheetSubmit } from './use-sheet-submit';

export interface CloseSheetProps {
  position: ContractPosition;
  pair: PairInfo;
  markPrice: DecimalString | undefined;
  live: LiveFigures | undefined;
  returnFocusTo: RefObject<HTMLElement | null>;
  onDone: () => void;
}

export function CloseSheet({ position, pair, markPrice, live, returnFocusTo, onDone }: CloseSheetProps) {
  const online = useOnline();
  const keys = useRef(new SubmissionKeys());
  const pending = position.status === contractStatus.pending;
  const { busy, failure, confirm } = useSheetSubmit(async () => {
    await sendWithKey(keys.current, { id: position.id }, (key) => closePosition(position.id, key));
    notify.success(pending ? msg`Order cancelled` : msg`Position closed`, orderToastKey);
    onDone();
  });

  return (
    <Sheet
      title={pending ? <Trans>Cancel this order?</Trans> : <Trans>Close this position?</Trans>}
      confirmLabel={pending ? <Trans>Cancel order</Trans> : <Trans>Close position</Trans>}
      dismissLabel={pending ? <Trans>Keep the order</Trans> : <Trans>Keep it open</Trans>}
      blockedReason={
        online ? undefined : <Trans>You are offline. Closing is available again when you reconnect.</Trans>
      }
      failure={failure}
      pending={busy}
      onConfirm={() => void confirm()}
      onCancel={onDone}
      testId="close-confirm"
      returnFocusTo={returnFocusTo}
    >
      <CloseFigures position={position} pair={pair} markPrice={markPrice} live={live} />
      <p className="sheet__note">
        {pending ? (
          <Trans>The order has not opened yet. Its margin and fee return to your contract account.</Trans>
        ) : (
          <Trans>
            The position closes at the market price when the server receives the request, so the final profit
            or loss may differ slightly from the estimate.
          </Trans>
        )}
      </p>
    </Sheet>
  );
}

function CloseFigures({
  position,
  pair,
  markPrice,
  live,
}: Omit<CloseSheetProps, 'onDone' | 'returnFocusTo'>) {
  const { i18n } = useLingui();
  const price = (value: string | null | undefined) =>
    value ? priceText(value, pair.precision) : unknownFigure;
  return (
    <dl className="ct-figures">
      <Figure label={<Trans>Trading pair</Trans>}>
        {pairName(pair)} {i18n._(directionLabels[position.direction])} {position.multiple}×
      </Figure>
      <Figure label={<Trans>Margin</Trans>}>{amountText(position.margin, 'USDT')} USDT</Figure>
      {position.openPrice ? (
        <Figure label={<Trans>Open price</Trans>}>{price(position.openPrice)}</Figure>
      ) : (
        <Figure label={<Trans>Limit price</Trans>}>{price(position.limitPrice)}</Figure>
      )}
      <Figure label={<Trans>Current price</Trans>}>{price(markPrice)}</Figure>
      {live ? (
        <Figure label={<Trans>Estimated profit or loss</Trans>} testId="close-confirm-profit">
          <span className={`trend-text--${trendOfSigned(live.profit)}`}>
            ≈ {signedAmountText(live.profit, 'USDT')} USDT
          </span>
        </Figure>
      ) : null}
    </dl>
  );
}
