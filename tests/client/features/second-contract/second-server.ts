/**
 * The timed-order tests' fake server: /bb envelopes, orders and durations, and the answers to every call the screens
 * make; React-free, so the server's contract test checks them too.
 */
import { marketPaths, paramPaths, secondContractPaths, walletPaths } from '../../../../src/common/api-paths';
import type { SecondContractConfigEntry, SecondContractOrder } from '../../../../src/common/trading-types';
import { envelope, routeFetch, type Handler } from '../../support/fake-fetch';

export const bb = (result: unknown, message = 'success') =>
  new Response(JSON.stringify({ code: 200, result, message }), {
    headers: { 'content-type': 'application/json' },
  });

export const bbFailure = (error: string, message: string) =>
  new Response(JSON.stringify({ code: 0, result: null, message, msg: message, error }), {
    headers: { 'content-type': 'application/json' },
  });

export const durations: SecondContractConfigEntry[] = [
  { second: 30, incomeRate: '0.8', openAmountMin: '10' },
  { second: 60, incomeRate: '0.85', openAmountMin: '10' },
  { second: 120, incomeRate: '0.88', openAmountMin: '50' },
];

/** A fixed moment for the orders' times: 2026-03-04 05:06:07 local time. */
export const openTimeMs = new Date(2026, 2, 4, 5, 6, 7).getTime();

export function openOrder(id: string, overrides: Partial<SecondContractOrder> = {}): SecondContractOrder {
  return {
    id,
    baseCoin: 'BTC',
    quoteCoin: 'USDT',
    symbol: 'btcusdt',
    tradeType: 1,
    openAmount: '100',
    fee: '0.2',
    positionTime: 30,
    incomeRate: '0.8',
    openPrice: '60123.45',
    openTime: openTimeMs,
    settleTime: openTimeMs + 30_000,
    settlePrice: null,
    openDay: new Date(openTimeMs).toISOString().slice(0, 10),
    settleDay: null,
    settledAt: null,
    priceSource: 'sim',
    entryStatus: 1,
    result: null,
    profit: null,
    ...overrides,
  };
}

export function settledOrder(id: string, overrides: Partial<SecondContractOrder> = {}): SecondContractOrder {
  return openOrder(id, {
    settlePrice: '60200.01',
    settleDay: new Date(openTimeMs + 30_000).toISOString().slice(0, 10),
    settledAt: openTimeMs + 30_400,
    entryStatus: 2,
    result: 1,
    profit: '80',
    ...overrides,
  });
}

export const ticker = (close: number) =>
  new Response(
    JSON.stringify({
      status: 'ok',
      ts: 0,
      source: 'sim',
      tick: { id: 1, open: 60000, close, high: 61000, low: 59000, vol: 12, count: 3 },
    }),
    { headers: { 'content-type': 'application/json' } },
  );

export const contractAssets = (usdt: string) =>
  envelope({
    list: [{ currencyName: 'USDT', availableCurrency: usdt, frozenCurrency: '0', price: '1', total: usdt }],
    totalUsdt: usdt,
  });

export interface SecondServerOptions {
  config?: () => Response | Promise<Response>;
  /** The pair's ticker; a test that must see the screen before the price arrives holds this answer back. */
  ticker?: () => Response | Promise<Response>;
  feeRate?: string;
  available?: string;
  records?: Handler;
  create?: Handler;
  byId?: Handler;
}

/** Answers every call the timed-order screens make; `records`, `create` and `byId` are the tests' own. */
export function serveSecond(options: SecondServerOptions = {}) {
  const { feeRate = '0.002', available = '1000' } = options;
  return routeFetch({
    [secondContractPaths.getConfig]: options.config ?? (() => bb(durations)),
    [paramPaths.byName]: () => envelope({ paramName: 'contract_second_fee_rate', valueName: feeRate }),
    [walletPaths.assets]: () => contractAssets(available),
    [marketPaths.details]: options.ticker ?? (() => ticker(60250.5)),
    [secondContractPaths.getContractRecord]: options.records ?? (() => bb({ list: [], totalRow: 0 })),
    ...(options.create ? { [secondContractPaths.createOrder]: options.create } : {}),
    ...(options.byId ? { [secondContractPaths.getContractRecordById]: options.byId } : {}),
  });
}

/** The form fields of a request, for assertions. */
export async function formOf(request: Request): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await request.clone().text()));
}
