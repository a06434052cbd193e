/**
 * The results of orders that settled while the screen was open: win, loss or draw, the amount won or lost and the
 * open and settlement prices, each until the user dismisses it. The region is always there (empty when there is
 * nothing), so screen readers announce each result as it is added.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { amountText, symbolPriceText } from '../../../common/number-format';
import { secondResults, type SecondContractOrder } from '../../../common/trading-types';
import { Figure } from '../../components/figure';
import { directionLabels, profitTrend, resultLabels } from './second-labels';
import { wireDecimal } from './second-maths';
import { pairName } from './second-pair';

interface SettlementResultsProps {
  results: readonly SecondContractOrder[];
  onDismiss: (id: string) => void;
}

export function SettlementResults({ results, onDismiss }: SettlementResultsProps) {
  const { t } = useLingui();
  return (
    <div className="second-results" aria-live="polite" aria-label={t`Settled orders`} role="region">
      {results.map((order) => (
        <ResultCard key={order.id} order={order} onDismiss={() => onDismiss(order.id)} />
      ))}
    </div>
  );
}

function ResultCard({ order, onDismiss }: { order: SecondContractOrder; onDismiss: () => void }) {
  const { i18n } = useLingui();
  const profit = wireDecimal(order.profit);
  const trend = profit !== undefined ? profitTrend(profit) : 'flat';
  const quote = order.quoteCoin;
  const amount = profit === undefined ? '--' : `${amountText(profit.replace(/^-/, ''), quote)} ${quote}`;
  const pair = pairName(order.baseCoin, order.quoteCoin);
  const direction = i18n._(directionLabels[order.tradeType]);
  return (
    <section className={`second-result second-result--${trend}`} data-testid={`second-result-${order.id}`}>
      <h2 className={`second-result__title trend-text--${trend}`}>
        {order.result !== null ? i18n._(resultLabels[order.result]) : null}
        <span className="second-result__pair">
          {pair} · {direction}
        </span>
      </h2>
      <dl className="second-result__figures">
        <Figure
          label={<ResultAmountLabel result={order.result} />}
          testId={`second-result-${order.id}-amount`}
        >
          <span className={`trend-text--${trend}`}>{amount}</span>
        </Figure>
        <Figure label={<Trans>Open price</Trans>} testId={`second-result-${order.id}-open-price`}>
          {symbolPriceText(order.openPrice, order.symbol)}
        </Figure>
        <Figure label={<Trans>Settlement price</Trans>} testId={`second-result-${order.id}-settle-price`}>
          {order.settlePrice !== null ? symbolPriceText(order.settlePrice, order.symbol) : '--'}
        </Figure>
      </dl>
      <button
        type="button"
        className="button button--ghost second-result__dismiss"
        onClick={onDismiss}
        data-testid={`second-result-${order.id}-dismiss`}
      >
        <Trans>Dismiss</Trans>
      </button>
    </section>
  );
}

function ResultAmountLabel({ result }: { result: SecondContractOrder['result'] }) {
  if (result === secondResults.win) return <Trans>You won</Trans>;
  if (result === secondResults.loss) return <Trans>You lost</Trans>;
  return <Trans>Stake returned, no gain or loss</Trans>;
}
