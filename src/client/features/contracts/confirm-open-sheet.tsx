/**
 * The last look before a position opens: the position size, the fee, the estimated liquidation price and the total
 * taken from the contract account (margin + fee), the figures of contract-maths that the server computes the same
 * way. Confirming sends the order under its Idempotency-Key (reused if the same order is confirmed again after an
 * unknown outcome); a refusal shows the server's message, in the user's language, here and in the toast.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PairInfo } from '../../../common/pairs';
import { contractPriceTypes } from '../../../common/trading-types';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import type { SubmissionKeys } from '../../lib/http/idempotency-key';
import { sendWithKey } from '../../lib/http/send-with-key';
import { notify } from '../../lib/notify/notify-store';
import { directionLabels, directionTrend } from './contract-labels';
import { pairName } from './contract-pair';
import { amountText, priceText } from '../../../common/number-format';
import { unknownFigure } from './contract-format';
import { openPosition } from './contracts-api';
import { Figure } from '../../components/figure';
import { requestOf, type OpenQuote } from './open-rules';
import { Sheet } from '../../components/sheet';
import { orderToastKey, useSheetSubmit } from './use-sheet-submit';

interface ConfirmOpenSheetProps {
  pair: PairInfo;
  quote: OpenQuote;
  keys: SubmissionKeys;
  onCancel: () => void;
  onOpened: () => void;
}

export function ConfirmOpenSheet({ pair, quote, keys, onCancel, onOpened }: ConfirmOpenSheetProps) {
  const { i18n } = useLingui();
  const online = useOnline();
  const {
    busy: pending,
    failure,
    confirm,
  } = useSheetSubmit(async () => {
    const request = requestOf(quote, pair);
    await sendWithKey(keys, { ...request }, (key) => openPosition(request, key));
    notify.success(msg`Order has been placed`, orderToastKey);
    onOpened();
  });

  return (
    <Sheet
      title={<Trans>Confirm the order</Trans>}
      confirmLabel={<Trans>Confirm</Trans>}
      blockedReason={
        online ? undefined : <Trans>You are offline. The order can be placed when you reconnect.</Trans>
      }
      failure={failure}
      pending={pending}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
      testId="contract-confirm"
    >
      <OpenFigures pair={pair} quote={quote} directionText={i18n._(directionLabels[quote.direction])} />
    </Sheet>
  );
}

function OpenFigures({
  pair,
  quote,
  directionText,
}: {
  pair: PairInfo;
  quote: OpenQuote;
  directionText: string;
}) {
  const market = quote.priceType === contractPriceTypes.market;
  const price = (value: string | undefined) => (value ? priceText(value, pair.precision) : unknownFigure);
  return (
    <dl className="ct-figures">
      <Figure label={<Trans>Trading pair</Trans>} testId="confirm-pair">
        {pairName(pair)}{' '}
        <span className={`trend-text--${directionTrend(quote.direction)}`}>{directionText}</span>{' '}
        {quote.multiple}×
      </Figure>
      <Figure
        label={market ? <Trans>Entry price (market, estimated)</Trans> : <Trans>Entry price (limit)</Trans>}
        testId="confirm-entry"
      >
        {market ? '≈ ' : ''}
        {price(quote.entryPrice)}
      </Figure>
      <Figure label={<Trans>Margin</Trans>} testId="confirm-margin">
        {amountText(quote.margin, 'USDT')} USDT
      </Figure>
      <Figure label={<Trans>Position size</Trans>} testId="confirm-size">
        {amountText(quote.size, 'USDT')} USDT
      </Figure>
      <Figure label={<Trans>Fee</Trans>} testId="confirm-fee">
        {amountText(quote.fee, 'USDT')} USDT
      </Figure>
      <Figure label={<Trans>Estimated liquidation price</Trans>} testId="confirm-liquidation">
        {price(quote.liquidation)}
      </Figure>
      <Figure label={<Trans>Stop loss</Trans>} testId="confirm-stop-loss">
        {price(quote.stopLoss)}
      </Figure>
      <Figure label={<Trans>Take profit</Trans>} testId="confirm-take-profit">
        {price(quote.takeProfit)}
      </Figure>
      <Figure
        label={<Trans>Total taken from the contract account (margin + fee)</Trans>}
        testId="confirm-total"
        strong
      >
        {amountText(quote.total, 'USDT')} USDT
      </Figure>
    </dl>
  );
}
