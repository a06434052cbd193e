/**
 * What each placement tells the house guard about its order (house-guard.ts), in one place so that the services
 * add a single call each: the pair, the direction in the product's own codes, the stake and the exposure it adds.
 */
import type { DecimalString } from '../../../common/decimal';
import type { PairInfo } from '../../../common/pairs';
import type { HouseOrder } from './house-guard';

/** A timed order: its stake is what it adds to the open stakes of its pair and direction (1 up, 2 down). */
export function houseOrderOfTimed(pair: PairInfo, tradeType: number, stake: DecimalString): HouseOrder {
  return { product: 'second', pair, direction: tradeType, stake, exposure: stake };
}

/** A position: the margin is its stake, its size (margin × leverage) its exposure (1 up, 2 down). */
export function houseOrderOfPosition(
  request: { pair: PairInfo; direction: number; margin: DecimalString },
  size: DecimalString,
): HouseOrder {
  return {
    product: 'contract',
    pair: request.pair,
    direction: request.direction,
    stake: request.margin,
    exposure: size,
  };
}

/** A spot order: its notional (price × amount, the `total`) is both (1 buy, 2 sell). */
export function houseOrderOfSpot(placement: {
  pair: PairInfo;
  side: number;
  total: DecimalString;
}): HouseOrder {
  return {
    product: 'spot',
    pair: placement.pair,
    direction: placement.side,
    stake: placement.total,
    exposure: placement.total,
  };
}
