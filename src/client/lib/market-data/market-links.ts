/**
 * Where a market opens. The drawer and the lists pass the market's fields in the query (spec section 2): the
 * coin, its quote currency, open and close, precision, and the drawer type.
 */
import type { Ticker } from '../../../common/market-types';
import { withQuery } from '../router/hash-location';

/** 1 opens the k-line screen, 2 spot trading, 3 contracts (spec section 2). */
export type DrawerType = 1 | 2 | 3;

export const klinePath = '/market/kline';

export interface MarketQuery {
  currency: string;
  baseCurrency: string;
  open?: number;
  close?: number;
  percision?: number;
  type?: DrawerType;
}

export function klineHref(query: MarketQuery): string {
  return withQuery(klinePath, { ...query });
}

export function marketQueryOf(base: string, quote: string, precision: number, tick?: Ticker): MarketQuery {
  return {
    currency: base,
    baseCurrency: quote,
    percision: precision,
    ...(tick ? { open: tick.open, close: tick.close } : {}),
  };
}
