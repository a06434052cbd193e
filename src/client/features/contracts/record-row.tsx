/**
 * One contract record: market, direction, multiple and state; margin, open and close prices with their times, why
 * it ended, the realised profit or loss and the fee. A pending or cancelled limit entry shows its limit price. A
 * closed position links to the verification of its open and close prices.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { contractStatus, type ContractPosition } from '../../../common/trading-types';
import { dateTimeText } from '../../../common/time-format';
import { amountText, priceText, signedAmountText } from '../../../common/number-format';
import { trendOfSigned, unknownFigure } from './contract-format';
import { closeReasonLabels, statusLabels } from './contract-labels';
import { pairOfPosition } from './contract-pair';
import { Figure } from '../../components/figure';
import { VerifyPriceLinks, type VerifiedPrice } from '../../components/verify-price-link';
import { PositionHead } from './position-head';
import '../../components/trade-card.css';

const statusTone: Record<ContractPosition['status'], string> = {
  [contractStatus.pending]: 'pending',
  [contractStatus.holding]: 'holding',
  [contractStatus.finished]: 'finished',
  [contractStatus.liquidated]: 'liquidated',
  [contractStatus.cancelled]: 'finished',
};

export function ContractRecordRow({ position }: { position: ContractPosition }) {
  const { i18n } = useLingui();
  const pair = pairOfPosition(position);
  const price = (value: string | null) => (value ? priceText(value, pair.precision) : unknownFigure);
  const entered = position.openPrice !== null;
  return (
    <li className="trade-card" data-testid={`contract-record-${position.id}`}>
      <PositionHead position={position} pair={pair}>
        <span
          className={`ct-status ct-status--${statusTone[position.status]}`}
          data-testid="contract-record-status"
        >
          {i18n._(statusLabels[position.status])}
        </span>
      </PositionHead>
      <dl className="trade-card__figures">
        <Figure label={<Trans>Margin (USDT)</Trans>}>{amountText(position.margin, 'USDT')}</Figure>
        <Figure label={<Trans>Fee (USDT)</Trans>}>{amountText(position.fee, 'USDT')}</Figure>
        {entered ? (
          <Figure label={<Trans>Open price</Trans>}>{price(position.openPrice)}</Figure>
        ) : (
          <Figure label={<Trans>Limit price</Trans>}>{price(position.limitPrice)}</Figure>
        )}
        <Figure label={<Trans>Close price</Trans>}>{price(position.closePrice)}</Figure>
        {position.openedAt !== null ? (
          <Figure label={<Trans>Opened</Trans>}>{dateTimeText(position.openedAt)}</Figure>
        ) : (
          <Figure label={<Trans>Placed</Trans>}>{dateTimeText(position.createdAt)}</Figure>
        )}
        <Figure label={<Trans>Closed</Trans>}>{dateTimeText(position.closedAt)}</Figure>
        <Figure label={<Trans>Reason</Trans>} testId="contract-record-reason">
          {position.closeReason ? i18n._(closeReasonLabels[position.closeReason]) : unknownFigure}
        </Figure>
        <Figure label={<Trans>Realised profit (USDT)</Trans>} testId="contract-record-profit">
          {position.profit === null ? (
            unknownFigure
          ) : (
            <span className={`trend-text--${trendOfSigned(position.profit)}`}>
              {signedAmountText(position.profit, 'USDT')}
            </span>
          )}
        </Figure>
      </dl>
      <VerifyLinks position={position} />
    </li>
  );
}

/** Once closed, the open and close prices can be checked against the day's published commitment. */
function VerifyLinks({ position }: { position: ContractPosition }) {
  const { t } = useLingui();
  const { openPrice, openedAt, closePrice, closedAt, symbol } = position;
  if (openPrice === null || openedAt === null || closePrice === null || closedAt === null) return null;
  const prices: VerifiedPrice[] = [
    {
      kind: 'open',
      symbol,
      timeMs: openedAt,
      price: openPrice,
      label: t`Verify the open price`,
      testId: `contract-verify-open-${position.id}`,
    },
    {
      kind: 'close',
      symbol,
      timeMs: closedAt,
      price: closePrice,
      label: t`Verify the close price`,
      testId: `contract-verify-close-${position.id}`,
    },
  ];
  return <VerifyPriceLinks prices={prices} label={t`Verify this position's prices`} />;
}
