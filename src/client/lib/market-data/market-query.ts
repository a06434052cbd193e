/**
 * Reads a market screen's query (spec section 2: currency, baseCurrency, open, close, percision, type), as the
 * drawer and the market lists write it for the k-line and the trade screens. The pair defaults to BTC/USDT; open
 * and close are the list's last known values, shown until the ticker arrives.
 */
import {
  defaultBaseCoin,
  defaultQuoteCoin,
  findPair,
  pairNameCoinLengthMax,
  toSymbol,
  type PairInfo,
} from '../../../common/pairs';

export interface MarketPairQuery {
  /** Upper case, as typed in the link, for the "unknown market" message. */
  base: string;
  quote: string;
  symbol: string;
  pair: PairInfo | undefined;
  open: number | undefined;
  close: number | undefined;
}

function finiteNumber(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

function coinParam(params: URLSearchParams, name: string, fallback: string): string {
  const value = params.get(name)?.trim() ?? '';
  return (value === '' ? fallback : value).toUpperCase().slice(0, pairNameCoinLengthMax);
}

export function parseMarketQuery(search: string): MarketPairQuery {
  const params = new URLSearchParams(search);
  const base = coinParam(params, 'currency', defaultBaseCoin);
  const quote = coinParam(params, 'baseCurrency', defaultQuoteCoin);
  const symbol = toSymbol(base, quote);
  return {
    base,
    quote,
    symbol,
    pair: findPair(symbol),
    open: finiteNumber(params.get('open')),
    close: finiteNumber(params.get('close')),
  };
}
