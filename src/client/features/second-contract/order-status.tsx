/**
 * Where an order stands: the countdown to its settlement while it runs, "Settling…" once the time has passed
 * until the engine's result arrives, then the result and the profit, coloured by the user's up and down colours.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { secondEntryStatus, type SecondContractOrder } from '../../../common/trading-types';
import { signedAmountText } from '../../../common/number-format';
import { formatCountdown, profitTrend, resultLabels, secondsLeft } from './second-labels';
import { wireDecimal } from './second-maths';

export function OrderStatus({ order, nowMs }: { order: SecondContractOrder; nowMs: number }) {
  const { i18n } = useLingui();
  if (order.entryStatus === secondEntryStatus.open) {
    const left = secondsLeft(order.settleTime, nowMs);
    if (left === 0) {
      return (
        <span className="second-status second-status--settling" data-testid={`second-status-${order.id}`}>
          <Trans>Settling…</Trans>
        </span>
      );
    }
    const countdown = formatCountdown(left);
    return (
      <span className="second-status" data-testid={`second-status-${order.id}`}>
        <Trans>
          Settles in{' '}
          <span className="num" data-testid={`second-countdown-${order.id}`}>
            {countdown}
          </span>
        </Trans>
      </span>
    );
  }
  const profit = wireDecimal(order.profit);
  const trend = profit !== undefined ? profitTrend(profit) : 'flat';
  return (
    <span className={`second-status trend-text--${trend}`} data-testid={`second-status-${order.id}`}>
      {order.result !== null ? i18n._(resultLabels[order.result]) : null}
      {profit !== undefined ? (
        <span className="num" data-testid={`second-profit-${order.id}`}>
          {' '}
          {signedAmountText(profit, order.quoteCoin)} {order.quoteCoin}
        </span>
      ) : null}
    </span>
  );
}
