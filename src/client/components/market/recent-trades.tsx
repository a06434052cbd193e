/**
 * The "Recent trades" tab: time, price coloured by the taker's side, and amount, newest first. A failure is
 * reported to the screen's one error. Like the full book, the list sits below the fold and keeps the trades it drew
 * while scrolled away (use-held-off-screen.ts): a list re-laid out every second for nobody is a slow phone's long task.
 */
import { Trans } from '@lingui/react/macro';
import { bookAmountText, priceText } from '../../../common/number-format';
import type { PairInfo } from '../../../common/pairs';
import { formatTime } from '../../../common/time-format';
import { EmptyState, LoadingRows } from '../screen-states';
import { useTrades } from '../../lib/market-data/market-hooks';
import { useHeldOffScreen } from '../../lib/visibility/use-held-off-screen';
import { useReportFailure } from './market-failures';
import './market-parts.css';

export function RecentTrades({ pair }: { pair: PairInfo }) {
  const trades = useTrades(pair.symbol);
  const failed = useReportFailure('trades', trades);
  const [listRef, shown] = useHeldOffScreen(trades.data);
  if (!shown) {
    if (failed) {
      return (
        <EmptyState>
          <Trans>Recent trades are not available right now.</Trans>
        </EmptyState>
      );
    }
    if (trades.loading) return <LoadingRows count={5} />;
    return (
      <EmptyState>
        <Trans>No saved trades yet. Connect once to load them.</Trans>
      </EmptyState>
    );
  }
  if (shown.data.length === 0) {
    return (
      <EmptyState>
        <Trans>No trades yet.</Trans>
      </EmptyState>
    );
  }
  // Named, so translators see {quote} and {base} rather than {0} and {1}.
  const { base, quote } = pair;
  const newestFirst = [...shown.data].sort((a, b) => b.ts - a.ts);
  return (
    <div className="kline-trades" data-testid="recent-trades" ref={listRef}>
      <div className="kline-trades__row kline-trades__row--head">
        <span>
          <Trans>Time</Trans>
        </span>
        <span>
          <Trans>Price ({quote})</Trans>
        </span>
        <span>
          <Trans>Amount ({base})</Trans>
        </span>
      </div>
      <ul className="kline-trades__list">
        {newestFirst.map((trade) => (
          <li key={trade.id} className="kline-trades__row num">
            <span className="kline-trades__time">{formatTime(trade.ts)}</span>
            <span className={`trend-text--${trade.direction === 'buy' ? 'up' : 'down'}`}>
              {priceText(trade.price, pair.precision)}
            </span>
            <span>{bookAmountText(trade.amount)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
