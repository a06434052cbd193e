/**
 * The settlement prices of one batch: `feed.priceAt` once per (pair, settle second), memoised, so a batch of a
 * thousand orders on one pair that came due in the same second costs one lookup. Prices are whole-second figures
 * (the simulator answers whole seconds; a live feed its last price or its minute candle), so every order of a
 * second settles at the same price. A lookup that fails is remembered as unavailable for the rest of the batch.
 */
import type { DecimalString } from '../../../common/decimal';
import { findPair } from '../../../common/pairs';
import { decimalPriceAt } from '../../market/decimal-price';
import type { MarketFeed } from '../../market/feed';

export interface SettlePrices {
  /** Starts the lookup of a pair's price at a settle time (a no-op when it is already known or under way). */
  prefetch(symbol: string, settleTimeMs: number): void;
  /** The price at that settle time's second; undefined when the feed could not give one. */
  at(symbol: string, settleTimeMs: number): Promise<DecimalString | undefined>;
}

const secondMs = 1000;

export function createSettlePrices(feed: MarketFeed): SettlePrices {
  const lookups = new Map<string, Promise<DecimalString | undefined>>();

  function lookup(symbol: string, settleTimeMs: number): Promise<DecimalString | undefined> {
    const secondStartMs = settleTimeMs - (settleTimeMs % secondMs);
    const key = `${symbol}@${secondStartMs}`;
    let price = lookups.get(key);
    if (!price) {
      const pair = findPair(symbol);
      // A failure is an answer too (undefined): the orders of that pair and second stay due.
      price = pair
        ? decimalPriceAt(feed, pair, secondStartMs).catch(() => undefined)
        : Promise.resolve(undefined);
      lookups.set(key, price);
    }
    return price;
  }

  return {
    prefetch(symbol, settleTimeMs) {
      void lookup(symbol, settleTimeMs);
    },
    at: lookup,
  };
}
