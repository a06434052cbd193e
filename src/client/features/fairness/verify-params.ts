/**
 * The verify screen's link, /verify/price?symbol=btcusdt&time=<epoch ms>&price=<recorded price>&kind=open|settle
 * (or close, for a position): checked before anything is asked of the server, so a damaged link says so.
 */
import { parseDecimal, type DecimalString } from '../../../common/decimal';
import { findPair, type PairInfo } from '../../../common/pairs';

export const priceKinds = ['open', 'settle', 'close'] as const;
export type PriceKind = (typeof priceKinds)[number];

export interface VerifyParams {
  symbol: string;
  pair: PairInfo | undefined;
  timeMs: number;
  price: DecimalString;
  kind: PriceKind;
}

/** Prices with more places than this are not prices the app records. */
const priceScaleMax = 18;

export function verifyParamsOf(search: string): VerifyParams | undefined {
  const query = new URLSearchParams(search);
  const symbol = (query.get('symbol') ?? '').trim().toLowerCase();
  const timeText = (query.get('time') ?? '').trim();
  const price = parseDecimal((query.get('price') ?? '').trim(), { scaleMax: priceScaleMax });
  const kindText = query.get('kind') ?? 'open';
  const kind = priceKinds.find((candidate) => candidate === kindText);
  const timeMs = /^\d{1,15}$/.test(timeText) ? Number.parseInt(timeText, 10) : Number.NaN;
  if (!/^[a-z0-9]{2,20}$/.test(symbol) || !Number.isSafeInteger(timeMs) || !price.ok || !kind)
    return undefined;
  return { symbol, pair: findPair(symbol), timeMs, price: price.value, kind };
}
