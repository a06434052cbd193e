/**
 * The price block: last price large and coloured by its 24 h trend, the change, and the 24 h high, low and
 * volume. Until the ticker answers it shows the open and close the market list passed in the link; when it
 * fails, the screen's one error says so and the figures stay as dashes.
 */
import { useLingui } from '@lingui/react/macro';
import type { DetailsResponse } from '../../../common/market-types';
import { compactNumber, priceText, trendOf } from '../../../common/number-format';
import type { PairInfo } from '../../../common/pairs';
import { ChangeBadge } from '../../components/change-badge';
import type { CachedQuery } from '../../lib/cache/use-cached-query';
import { useReportFailure } from '../../components/market/market-failures';

interface PriceSummaryProps {
  pair: PairInfo;
  ticker: CachedQuery<DetailsResponse>;
  initialOpen: number | undefined;
  initialClose: number | undefined;
}

const placeholder = '--';
/**
 * From this many characters the last price, at its full 28 px, no longer fits beside the 24 h figures on a
 * 390 px phone (DOGE/BTC, XRP/BTC and ADA/BTC prices have 10 or 11), so it is set smaller rather than pushing
 * the figures below it.
 */
const longPriceLengthMin = 10;
/**
 * The figures' column keeps the width of the widest figure the pair is expected to show from the first paint, so
 * that the 24 h labels, right-aligned as a block, do not move left when the ticker replaces the dashes (a layout
 * shift: the page is drawn before any figure is known). A price shows 8 significant digits at most, the most the
 * pair table's precisions give today's prices (BTC/USDT's "97,097.65" has 7) with room for one more; a pair whose
 * precision leaves fewer keeps one whole digit ("0.000001865"). A volume is at most "999.99" of a unit.
 */
const widestPriceDigits = 8;
const widestVolume = 999_990_000;

function widestPriceText(precision: number): string {
  const wholeDigits = Math.max(1, widestPriceDigits - precision);
  return priceText(`${'9'.repeat(wholeDigits)}.${'9'.repeat(precision)}`, precision);
}

export function PriceSummary({ pair, ticker, initialOpen, initialClose }: PriceSummaryProps) {
  const { t } = useLingui();
  useReportFailure('price', ticker);
  const tick = ticker.data?.tick;
  const { base } = pair;
  const open = tick?.open ?? initialOpen;
  const close = tick?.close ?? initialClose;
  const trend = open !== undefined && close !== undefined ? trendOf(open, close) : 'flat';
  const last = close !== undefined ? priceText(close, pair.precision) : placeholder;
  // Decided from the first paint on: a pair's shortest price (0 at its precision) is as long as any of its prices
  // can be short, so a pair whose every price is long is set smaller, and keeps that width, before the price comes.
  // Decided by the dashes alone, a DOGE/BTC price arriving on a 360 px phone pushed the 24 h figures below it (a
  // layout shift of 0.06 in Chinese, Japanese and Korean, whose labels are wider).
  const shortest = priceText(0, pair.precision);
  const lastSize =
    Math.max(last.length, shortest.length) >= longPriceLengthMin ? ' kline-summary__last--long' : '';
  const widestPrice = widestPriceText(pair.precision);
  const stats = [
    {
      key: 'high',
      label: t`24h high`,
      value: tick ? priceText(tick.high, pair.precision) : placeholder,
      widest: widestPrice,
    },
    {
      key: 'low',
      label: t`24h low`,
      value: tick ? priceText(tick.low, pair.precision) : placeholder,
      widest: widestPrice,
    },
    {
      key: 'vol',
      label: t`24h vol (${base})`,
      value: tick ? compactNumber(tick.vol) : placeholder,
      widest: compactNumber(widestVolume),
    },
  ];
  return (
    <section className="kline-summary" aria-busy={!tick && ticker.loading}>
      <div className="kline-summary__main">
        <p
          className={`kline-summary__last${lastSize} num trend-text--${trend}`}
          data-testid="kline-last-price"
          data-shortest={shortest}
        >
          {last}
        </p>
        {open !== undefined && close !== undefined ? (
          <ChangeBadge open={open} close={close} variant="text" />
        ) : (
          // The change's line is held until it is known: below the price, its arrival moved the screen down.
          <span className="change change--text">{placeholder}</span>
        )}
      </div>
      <dl className="kline-summary__stats">
        {stats.map((stat) => (
          <div key={stat.key} className="kline-summary__stat">
            <dt>{stat.label}</dt>
            <dd className="num" data-widest={stat.widest}>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
