/**
 * What the trade screen keeps while the user visits other tabs (spec section 2: /action is kept alive): the
 * order form of each pair (side, typed price and amount), the chart period and the chosen list tabs. They live in
 * memory through the form kit's drafts (components/form/form-draft), never in storage, so they survive the
 * screen's unmount but not a reload; the shell brings the user back to the same pair (app/trade-tab.ts).
 */
import { defaultKlinePeriod, type KlinePeriod } from '../../../common/constants';
import { spotSides, type SpotSide } from '../../../common/trading-types';
import type { DetailTab } from '../../components/market/market-depth';
import { useDraft } from '../../components/form/form-draft';

export interface OrderDraft {
  side: SpotSide;
  price: string;
  amount: string;
  /** The price has been given, by the user or by the first last price (use-price-fill.ts): no more filling. */
  priceGiven: boolean;
}

export type OrdersTab = 'current' | 'history';

export interface ScreenDraft {
  period: KlinePeriod;
  ordersTab: OrdersTab;
  detailTab: DetailTab;
}

const newOrder = (): OrderDraft => ({ side: spotSides.buy, price: '', amount: '', priceGiven: false });
const newScreen = (): ScreenDraft => ({
  period: defaultKlinePeriod,
  ordersTab: 'current',
  detailTab: 'book',
});
/** Everything is worth keeping: an order form holds no secret. */
const keepAll = <Values extends object>(values: Values): Values => values;

/** One draft per pair: a price typed for BTC means nothing for ETH. */
export function useOrderDraft(symbol: string) {
  return useDraft<OrderDraft>(`spot:order:${symbol}`, newOrder, keepAll);
}

export function useScreenDraft() {
  return useDraft<ScreenDraft>('spot:screen', newScreen, keepAll);
}
