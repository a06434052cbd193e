/**
 * One running timed order: market, direction and duration; stake, open price and the live price (coloured by
 * its move since the open, in the user's up and down colours); the profit if the call is right; and a countdown
 * to its settlement that reads "Settling…" once the time has passed, until the next reload shows it settled.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { compare, moneyScale, parseDecimal, type DecimalString } from '../../../common/decimal';
import { amountText, priceText, signedAmountText, type Trend } from '../../../common/number-format';
import { findPair, type PairInfo, type QuoteCoin } from '../../../common/pairs';
import { secondWinProfit } from '../../../common/second-contract-maths';
import { tradeDirections, type SecondContractOrder } from '../../../common/trading-types';
import { countdownText, secondsUntil } from './countdown';
import { Figure } from '../../components/figure';
import '../../components/trade-card.css';

interface TimedOrderRowProps {
  order: SecondContractOrder;
  markPrice: DecimalString | undefined;
  nowMs: number;
}

const unknownFigure = '--';

function wire(text: string): DecimalString | undefined {
  const parsed = parseDecimal(text, { scaleMax: 64 });
  return parsed.ok ? parsed.value : undefined;
}

function pairOf(order: SecondContractOrder): PairInfo {
  const fallback = { base: order.baseCoin, quote: order.quoteCoin as QuoteCoin, precision: moneyScale };
  return findPair(order.symbol) ?? { ...fallback, symbol: order.symbol };
}

/** What a win adds (docs/api.md, `profit`): the shared rule, the same as the order form's and the server's. */
function winProfit(order: SecondContractOrder): string | undefined {
  const stake = wire(order.openAmount);
  const rate = wire(order.incomeRate);
  if (!stake || !rate) return undefined;
  return secondWinProfit(stake, rate);
}

/** Whether the market is above or below the open price now, compared exactly on the decimals. */
function moveSinceOpen(openPrice: string, markPrice: DecimalString | undefined): Trend {
  const open = wire(openPrice);
  if (!open || !markPrice) return 'flat';
  const side = compare(markPrice, open);
  return side > 0 ? 'up' : side < 0 ? 'down' : 'flat';
}

export function TimedOrderRow({ order, markPrice, nowMs }: TimedOrderRowProps) {
  const pair = pairOf(order);
  const left = secondsUntil(order.settleTime, nowMs);
  const up = order.tradeType === tradeDirections.up;
  const price = (value: string | undefined) => (value ? priceText(value, pair.precision) : unknownFigure);
  const moved = moveSinceOpen(order.openPrice, markPrice);
  const profit = winProfit(order);
  const id = order.id;
  const quote = pair.quote;
  const duration = order.positionTime;
  return (
    <li className="trade-card" data-testid={`timed-order-${id}`}>
      <div className="trade-card__head">
        <span className="trade-card__pair">
          {pair.base}/{pair.quote}
        </span>
        <span className={`trade-card__tag trend-text--${up ? 'up' : 'down'}`}>
          {up ? <Trans>Buy up</Trans> : <Trans>Buy down</Trans>}
        </span>
        <span className="trade-card__tag">
          <Trans>{duration} s</Trans>
        </span>
        <Countdown seconds={left} testId={`timed-order-${id}-countdown`} />
      </div>
      <dl className="trade-card__figures">
        <Figure label={<Trans>Stake ({quote})</Trans>}>{amountText(order.openAmount, quote)}</Figure>
        <Figure label={<Trans>Open price</Trans>}>{price(order.openPrice)}</Figure>
        <Figure label={<Trans>Current price</Trans>} testId={`timed-order-${id}-price`}>
          <span className={`trend-text--${moved}`}>{price(markPrice)}</span>
        </Figure>
        <Figure label={<Trans>Profit if right ({quote})</Trans>}>
          {profit ? signedAmountText(profit, quote) : unknownFigure}
        </Figure>
      </dl>
    </li>
  );
}

function Countdown({ seconds, testId }: { seconds: number; testId: string }) {
  const { t } = useLingui();
  if (seconds === 0) {
    return (
      <span className="pt-countdown pt-countdown--settling" role="status" data-testid={testId}>
        <Trans>Settling…</Trans>
      </span>
    );
  }
  // A timer, not a live region: a screen reader reads it when asked, not every second.
  return (
    <span
      className="pt-countdown num"
      role="timer"
      aria-label={t`Settles in ${seconds} seconds`}
      data-testid={testId}
    >
      {countdownText(seconds)}
    </span>
  );
}
