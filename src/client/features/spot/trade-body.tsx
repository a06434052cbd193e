/**
 * The trade screen of one pair. It reads the book once for the compact book beside the form and the full book
 * below, and the private lists once for the tabs (an order or a cancellation reads them again through
 * lib/cache/money-moved.ts). A tap on a book level fills the form's price.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { trendOf } from '../../../common/number-format';
import type { PairInfo } from '../../../common/pairs';
import { DataSourceNote } from '../../components/data-source-note';
import type { PricePicker } from '../../components/market/book-row';
import { KlineChart } from '../../components/market/kline-chart';
import { CompactBook, MarketDetails } from '../../components/market/market-depth';
import { MarketFailureNotice, MarketFailureScope } from '../../components/market/market-failures';
import { PeriodTabs } from '../../components/market/period-tabs';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { useDepth, useTicker } from '../../lib/market-data/market-hooks';
import type { MarketPairQuery } from '../../lib/market-data/market-query';
import { OrderForm } from './order-form';
import { OrderTabs } from './order-tabs';
import { PairHeader } from './pair-header';
import { useCoinAssets, useCurrentOrders, useOrderHistory } from './spot-queries';
import { useOrderDraft, useScreenDraft } from './trade-drafts';
import { usePriceFill } from './use-price-fill';

export function TradeBody({ pair, query }: { pair: PairInfo; query: MarketPairQuery }) {
  const { t } = useLingui();
  const [view, updateView] = useScreenDraft();
  const [draft, updateDraft] = useOrderDraft(pair.symbol);
  // A placed order remounts the form: empty amount, no errors shown, a new submission.
  const [formGeneration, setFormGeneration] = useState(0);
  const ticker = useTicker(pair.symbol);
  const depth = useDepth(pair.symbol);
  const assets = useCoinAssets();
  const current = useCurrentOrders(pair.symbol);
  const history = useOrderHistory(pair.symbol, view.ordersTab === 'history');
  const tick = ticker.data?.tick;
  const open = tick?.open ?? query.open;
  const close = tick?.close ?? query.close;
  const trend = open !== undefined && close !== undefined ? trendOf(open, close) : 'flat';
  // Filled from a fresh answer only: a ticker saved on the device may be hours old.
  const freshClose = ticker.fromCache ? undefined : tick?.close;
  const editDraft = usePriceFill(draft, updateDraft, freshClose, pair.precision);
  // Until the first fresh ticker has answered (or failed), the price is on its way into the untouched field; a
  // saved ticker on screen does not fill it (above), so the one on its way counts while online. A fresh price counts
  // until the fill's effect has put it in the field: the render between them would flash the percentages' hint and
  // move the form below it down and back (a layout shift Lighthouse measured on the Trade tab's first visit).
  const online = useOnline();
  const priceComing = online && !draft.priceGiven && !ticker.error;
  // Stable while the language is, so the memoised order-book rows do not re-render on every refresh.
  const picker = useMemo<PricePicker>(
    () => ({
      pick: (price) => editDraft({ price }),
      label: (price) => t`Use ${price} as the order price`,
    }),
    [editDraft, t],
  );
  const onPlaced = () => {
    updateDraft({ amount: '' });
    setFormGeneration((generation) => generation + 1);
  };
  return (
    <MarketFailureScope>
      <PairHeader pair={pair} ticker={ticker} open={open} close={close} />
      <MarketFailureNotice />
      <DataSourceNote
        source={ticker.data?.source}
        savedAtMs={ticker.savedAtMs}
        fromCache={ticker.fromCache}
      />
      <PeriodTabs value={view.period} onChange={(period) => updateView({ period })} />
      <KlineChart symbol={pair.symbol} period={view.period} precision={pair.precision} size="compact" />
      <div className="spot-panel">
        <OrderForm
          key={formGeneration}
          pair={pair}
          draft={draft}
          onDraft={editDraft}
          assets={assets.data}
          priceComing={priceComing}
          onPlaced={onPlaced}
        />
        <section className="spot-panel__book" aria-label={t`Best prices`}>
          <CompactBook depth={depth} pair={pair} lastPrice={close} trend={trend} picker={picker} />
        </section>
      </div>
      <OrderTabs
        tab={view.ordersTab}
        onTab={(ordersTab) => updateView({ ordersTab })}
        current={current}
        history={history}
      />
      <MarketDetails
        depth={depth}
        pair={pair}
        picker={picker}
        tab={view.detailTab}
        onTab={(detailTab) => updateView({ detailTab })}
      />
    </MarketFailureScope>
  );
}
