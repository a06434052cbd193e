/**
 * The pairs a timed order can trade (the USDT pairs of the pair table), each with its last price when the
 * market list has one. Choosing one replaces the query, so the Trade tab's mode switch carries it along.
 */
import { useLingui } from '@lingui/react/macro';
import { priceText } from '../../../common/number-format';
import type { PairInfo } from '../../../common/pairs';
import { useQuoteTickers } from '../../lib/market-data/market-hooks';
import { navigate } from '../../lib/router/hash-location';
import { pairName, secondPairs, secondQuoteCoin, secondTradeHref } from './second-pair';

interface PairPickerProps {
  id: string;
  current: PairInfo;
  onChosen: () => void;
}

export function PairPicker({ id, current, onChosen }: PairPickerProps) {
  const { t } = useLingui();
  const tickers = useQuoteTickers(secondQuoteCoin);
  const closeOf = new Map(tickers.data?.data.map((item) => [item.baseCoin, item.tick.close]) ?? []);
  return (
    <ul className="option-list second-picker" id={id} aria-label={t`Pairs for timed orders`}>
      {secondPairs.map((pair) => {
        const close = closeOf.get(pair.base);
        const chosen = pair.symbol === current.symbol;
        return (
          <li key={pair.symbol}>
            <button
              type="button"
              aria-current={chosen ? 'true' : undefined}
              data-testid={`second-pair-${pair.symbol}`}
              onClick={() => {
                onChosen();
                if (!chosen) navigate(secondTradeHref(pair), { replace: true });
              }}
            >
              <span className="second-picker__name">{pairName(pair.base, pair.quote)}</span>
              <span className="num option-list__hint">
                {close !== undefined ? priceText(close, pair.precision) : ''}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
