/**
 * One open position: its market, direction, multiple and state; margin, open (or limit) price, the live price, the
 * profit or loss and ROI marked at that price, the liquidation price and the exits; and the Close (or, for a pending
 * limit entry, Cancel) control. Gains and losses take the user's up and down colours.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { DecimalString } from '../../../common/decimal';
import type { PairInfo } from '../../../common/pairs';
import { contractStatus, type ContractPosition } from '../../../common/trading-types';
import { ClosePosition } from './close-position';
import { amountText, priceText, signedAmountText, signedPercentText } from '../../../common/number-format';
import { trendOfSigned, unknownFigure } from './contract-format';
import { statusLabels } from './contract-labels';
import { Figure } from '../../components/figure';
import { PositionHead } from './position-head';
import { liveFigures } from './position-figures';
import '../../components/trade-card.css';

interface PositionCardProps {
  position: ContractPosition;
  pair: PairInfo;
  markPrice: DecimalString | undefined;
  offlineNoteId: string;
}

export function PositionCard({ position, pair, markPrice, offlineNoteId }: PositionCardProps) {
  const { i18n } = useLingui();
  const live = liveFigures(position, markPrice);
  const pending = position.status === contractStatus.pending;
  const price = (value: string | null | undefined) =>
    value ? priceText(value, pair.precision) : unknownFigure;
  const id = position.id;
  const trend = live ? trendOfSigned(live.profit) : 'flat';
  return (
    <li className="trade-card" data-testid={`position-${id}`}>
      <PositionHead position={position} pair={pair}>
        <span className={`ct-status ct-status--${pending ? 'pending' : 'holding'}`}>
          {i18n._(statusLabels[position.status])}
        </span>
      </PositionHead>
      <dl className="trade-card__figures">
        <Figure label={<Trans>Margin (USDT)</Trans>}>{amountText(position.margin, 'USDT')}</Figure>
        {pending ? (
          <Figure label={<Trans>Limit price</Trans>}>{price(position.limitPrice)}</Figure>
        ) : (
          <Figure label={<Trans>Open price</Trans>}>{price(position.openPrice)}</Figure>
        )}
        <Figure label={<Trans>Current price</Trans>} testId={`position-${id}-price`}>
          {price(markPrice)}
        </Figure>
        <Figure label={<Trans>Profit or loss (USDT)</Trans>} testId={`position-${id}-pnl`}>
          <span className={`trend-text--${trend}`}>
            {live ? signedAmountText(live.profit, 'USDT') : unknownFigure}
          </span>
        </Figure>
        <Figure label={<Trans>ROI</Trans>} testId={`position-${id}-roi`}>
          <span className={`trend-text--${trend}`}>
            {live ? signedPercentText(live.roiPercent) : unknownFigure}
          </span>
        </Figure>
        <Figure label={<Trans>Liquidation price</Trans>}>{price(position.liquidationPrice)}</Figure>
        <Figure label={<Trans>Take profit</Trans>}>{price(position.takeProfit)}</Figure>
        <Figure label={<Trans>Stop loss</Trans>}>{price(position.stopLoss)}</Figure>
      </dl>
      {pending ? (
        <p className="ct-position__note">
          <Trans>Waiting for the market to reach the limit price.</Trans>
        </p>
      ) : null}
      <ClosePosition
        position={position}
        pair={pair}
        markPrice={markPrice}
        live={live}
        offlineNoteId={offlineNoteId}
      />
    </li>
  );
}
