/**
 * A k-line candle's turnover as the spec defines it (section 3): the average of open, high, low and close, times the
 * volume, in the quote currency. It is computed in decimal (the prices arrive as JS numbers, whose shortest text
 * is exact) and rounded half-up to a fixed number of places before it becomes a JSON number again.
 */
import { Decimal, decimalFromNumber } from '../../../common/decimal';
import type { Candle, KlineCandle } from '../../../common/market-types';

/** Quote-currency places of a turnover: finer than any pair's price precision, and exact as a JS number. */
export const turnoverDecimals = 8;
const pricesPerAverage = 4;

export function candleTurnover(candle: Candle): number {
  const prices = [candle.open, candle.high, candle.low, candle.close].map(decimalFromNumber);
  const volume = decimalFromNumber(candle.vol);
  if (volume === undefined || prices.some((price) => price === undefined)) return 0;
  const sum = prices.reduce<Decimal>((total, price) => total.plus(price ?? 0), new Decimal(0));
  return sum
    .div(pricesPerAverage)
    .times(volume)
    .toDecimalPlaces(turnoverDecimals, Decimal.ROUND_HALF_UP)
    .toNumber();
}

export function withTurnover(candles: readonly Candle[]): KlineCandle[] {
  return candles.map((candle) => ({ ...candle, turnover: candleTurnover(candle) }));
}
