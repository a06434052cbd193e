/** The spot tests' fake market and spot server, and the orders it answers with; React-free, so the server's contract test checks them too. */
import { marketPaths, spotPaths, walletPaths } from '../../../../src/common/api-paths';
import type { DepthLevel } from '../../../../src/common/market-types';
import type { RecordPage, SpotOrder } from '../../../../src/common/trading-types';
import { envelope, routeFetch, type Handler } from '../../support/fake-fetch';

const marketBase = { status: 'ok', ts: 0, source: 'sim' };
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const levels = (from: number, step: number): DepthLevel[] =>
  Array.from({ length: 20 }, (_, i) => [from + i * step, 1 + i]);

/** BTC/USDT around 100: asks from 101 up, bids from 100 down. */
export const marketHandlers: Record<string, Handler> = {
  [marketPaths.details]: () =>
    json({ ...marketBase, tick: { id: 0, open: 99, close: 100.5, high: 102, low: 98, vol: 10, count: 3 } }),
  [marketPaths.kline]: () =>
    json({
      ...marketBase,
      data: [{ id: 1_700_000_000, open: 99, close: 100, high: 101, low: 98, vol: 1, turnover: 99.5 }],
    }),
  [marketPaths.depth]: () =>
    json({ ...marketBase, tick: { ts: 0, asks: levels(101, 1), bids: levels(100, -1) } }),
  [marketPaths.trades]: () =>
    json({ ...marketBase, data: [{ id: 't1', ts: 0, price: 100.25, amount: 0.5, direction: 'buy' }] }),
  [marketPaths.tickersByQuoteCoin]: () => json({ ...marketBase, data: [], unavailable: [] }),
};

export function coinAssets(balances: Record<string, string>) {
  return envelope({
    list: Object.entries(balances).map(([currencyName, availableCurrency]) => ({
      currencyName,
      availableCurrency,
      frozenCurrency: '0',
      price: '1',
      total: '0',
      locks: [],
    })),
    totalUsdt: '0',
  });
}

let orderCounter = 0;

export function spotOrder(patch: Partial<SpotOrder> = {}): SpotOrder {
  orderCounter += 1;
  return {
    id: `o${orderCounter}`,
    symbol: 'btcusdt',
    baseCoin: 'BTC',
    quoteCoin: 'USDT',
    side: 1,
    price: '100.00',
    amount: '0.5',
    total: '50',
    fee: '0',
    feeCurrency: 'BTC',
    status: 0,
    createdAt: Date.UTC(2026, 0, 2, 3, 4, 5),
    finishedAt: null,
    ...patch,
  };
}

export const page = (list: SpotOrder[], totalRow = list.length): RecordPage<SpotOrder> => ({
  list,
  totalRow,
});

export interface SpotCall {
  path: string;
  form: URLSearchParams;
  key: string | null;
}

/**
 * The market, the coin account (USDT and BTC balances) and the spot calls. `orders(form)` answers the list call
 * (current orders by default: the open ones); `place` and `cancel` answer in turn from their queues.
 */
export function serveSpot(options: {
  balances?: Record<string, string>;
  orders?: (form: URLSearchParams) => RecordPage<SpotOrder>;
  place?: Array<() => Response>;
  cancel?: Array<() => Response>;
}) {
  const calls: SpotCall[] = [];
  const record = (path: string, answers: Array<() => Response> | undefined) => async (request: Request) => {
    const form = new URLSearchParams(await request.text());
    calls.push({ path, form, key: request.headers.get('idempotency-key') });
    const answer = answers?.shift();
    if (!answer) throw new Error(`unexpected ${path}`);
    return answer();
  };
  const server = routeFetch({
    ...marketHandlers,
    [walletPaths.assets]: () => coinAssets(options.balances ?? { USDT: '1000', BTC: '2' }),
    [spotPaths.list]: async (request) => {
      const form = new URLSearchParams(await request.text());
      calls.push({ path: spotPaths.list, form, key: null });
      return envelope(options.orders?.(form) ?? page([]));
    },
    [spotPaths.place]: record(spotPaths.place, options.place),
    [spotPaths.cancel]: record(spotPaths.cancel, options.cancel),
  });
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { ...server, calls, callsTo };
}
