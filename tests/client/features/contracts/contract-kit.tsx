/** Helpers of the contract tests: a fake server for the config, balances, prices and positions, and the data. */
import { contractPaths, marketPaths, walletPaths } from '../../../../src/common/api-paths';
import type { QuoteCoinTickersResponse } from '../../../../src/common/market-types';
import {
  contractPriceTypes,
  contractStatus,
  tradeDirections,
  type ContractConfig,
  type ContractPosition,
  type RecordPage,
} from '../../../../src/common/trading-types';
import type { AssetList } from '../../../../src/common/wallet-types';
import { envelope, routeFetch, type Handler } from '../../support/fake-fetch';

export const contractConfig: ContractConfig = {
  multiples: [5, 10, 20, 50, 100],
  feeRate: '0.0005',
  maintenanceRate: '0.005',
  quoteCoins: ['USDT'],
};

/** An account holding `usdt`; the coin account (type 1) also lists its lock-ups (none), as the server does. */
export const account = (usdt: string, type: '1' | '2' = '2'): AssetList => {
  const entry = {
    currencyName: 'USDT',
    availableCurrency: usdt,
    frozenCurrency: '0',
    price: '1',
    total: usdt,
  };
  return { list: [type === '1' ? { ...entry, locks: [] } : entry], totalUsdt: usdt };
};

/** The USDT market list with BTC at `btc` (opened the day at 59000) and ETH at 3000. */
export function usdtTickers(btc: number): QuoteCoinTickersResponse {
  const tick = (open: number, close: number) => ({
    id: 1,
    open,
    close,
    high: close,
    low: open,
    vol: 10,
    count: 5,
  });
  return {
    status: 'ok',
    ts: Date.now(),
    source: 'sim',
    data: [
      { baseCoin: 'BTC', logo: '', tick: tick(59000, btc) },
      { baseCoin: 'ETH', logo: '', tick: tick(2900, 3000) },
    ],
    unavailable: [],
  };
}

export function position(overrides: Partial<ContractPosition> = {}): ContractPosition {
  return {
    id: 'p1',
    symbol: 'btcusdt',
    baseCoin: 'BTC',
    quoteCoin: 'USDT',
    direction: tradeDirections.up,
    priceType: contractPriceTypes.market,
    limitPrice: null,
    margin: '100',
    multiple: 10,
    size: '1000',
    fee: '0.5',
    openPrice: '60000',
    stopLoss: null,
    takeProfit: null,
    liquidationPrice: '54300',
    status: contractStatus.holding,
    closePrice: null,
    closeReason: null,
    profit: null,
    createdAt: Date.UTC(2026, 0, 2, 3, 4, 5),
    openedAt: Date.UTC(2026, 0, 2, 3, 4, 5),
    closedAt: null,
    openDay: '2026-01-02',
    closeDay: null,
    ...overrides,
  };
}

export const page = (list: ContractPosition[], totalRow = list.length): RecordPage<ContractPosition> => ({
  list,
  totalRow,
});

export interface ContractServer {
  /** The BTC price the ticker list answers with; change it to move the market. */
  btc: number;
  coin: string;
  contract: string;
  positions: RecordPage<ContractPosition>;
}

/** Answers every read of the contract screens from `state`; `extra` adds or replaces handlers (open, close…). */
export function serveContracts(state: ContractServer, extra: Record<string, Handler> = {}) {
  return routeFetch({
    [contractPaths.config]: () => envelope(contractConfig),
    [marketPaths.tickersByQuoteCoin]: () =>
      new Response(JSON.stringify(usdtTickers(state.btc)), {
        headers: { 'content-type': 'application/json' },
      }),
    [walletPaths.assets]: async (request) => {
      const form = new URLSearchParams(await request.text());
      return form.get('type') === '2'
        ? envelope(account(state.contract))
        : envelope(account(state.coin, '1'));
    },
    [contractPaths.list]: () => envelope(state.positions),
    ...extra,
  });
}

/** The app's 5000 ms refresh tick, as the shell sends it. */
export function tick(): void {
  window.dispatchEvent(new Event('petrel:refresh'));
}
