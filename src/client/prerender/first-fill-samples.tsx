/**
 * The rows a saved snapshot puts into a prerendered copy's slot (lib/cache/first-fill.tsx), drawn at build time
 * from made-up answers. They are not part of the page: the inline CSS is cut to the rules the page uses
 * (scripts/prerender/critical-css.ts), and these samples stand for the rows a repeat visit's script will add, so
 * their rules are inlined too. Each sample sits inside its screen's wrapper, as the rows do, and covers the rows'
 * variants: a rise, a fall and no change, a coin with a drawn icon and one with its initial, a locked balance.
 */
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import type { AssetEntry } from '../../common/wallet-types';
import type { QuoteCoinTicker } from '../../common/market-types';
import { defaultQuoteCoin } from '../../common/pairs';
import { PairList } from '../components/pair-list';
import { AssetList } from '../features/assets/asset-list';
import { MarketRows } from '../features/market/market-list';
import { FirstFillSlot } from '../lib/cache/first-fill';
import { i18n } from '../lib/i18n/i18n';

const tick = (open: number, close: number) => ({
  id: 0,
  open,
  close,
  high: close,
  low: open,
  vol: 1,
  count: 1,
});

const tickers: QuoteCoinTicker[] = [
  { baseCoin: 'BTC', logo: '', tick: tick(1, 2) },
  { baseCoin: 'ETH', logo: '', tick: tick(2, 1) },
  { baseCoin: 'ZZZ', logo: '', tick: tick(1, 1) },
];

const assets: AssetEntry[] = [
  { currencyName: 'USDT', availableCurrency: '1', frozenCurrency: '0', price: '1', total: '1' },
  {
    currencyName: 'ZZZ',
    availableCurrency: '1',
    frozenCurrency: '1',
    price: '1',
    total: '2',
    locks: [{ amount: '1', releaseAt: 0 }],
  },
];

export function renderFirstFillSamples(): string {
  return renderToString(
    <I18nProvider i18n={i18n}>
      <div className="screen home">
        <section className="home-section">
          <FirstFillSlot slot="sample" from={undefined}>
            <PairList quote={defaultQuoteCoin} items={tickers} />
          </FirstFillSlot>
        </section>
      </div>
      <div className="screen">
        <FirstFillSlot slot="sample" from={undefined}>
          <MarketRows quote={defaultQuoteCoin} query="" rows={tickers} />
        </FirstFillSlot>
      </div>
      <div className="screen assets-screen">
        <FirstFillSlot slot="sample" from={undefined}>
          <AssetList entries={assets} hiddenCount={0} />
        </FirstFillSlot>
      </div>
    </I18nProvider>,
  );
}
