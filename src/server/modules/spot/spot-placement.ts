/**
 * Checks a placement as the form sent it and answers the order to place, or the first rule it breaks as an
 * ApiError (the rules of src/common/spot-maths.ts): the pair, the side, the price at the pair's precision, the
 * amount, and the total. Nothing is read from the database or the feed: a limit order needs no market price to
 * rest, so a placement is accepted whatever the feed answers right now.
 */
import { moneyScale, type DecimalString } from '../../../common/decimal';
import { findPair, type PairInfo } from '../../../common/pairs';
import {
  checkSpotAmount,
  checkSpotPrice,
  spotAmountMin,
  spotOrderTotal,
  spotReceivedCoin,
  spotTotalIsEnough,
  spotTotalMin,
  type SpotInputError,
} from '../../../common/spot-maths';
import { spotSides, type SpotSide } from '../../../common/trading-types';
import type { ErrorCode } from '../../../common/errors';
import { ApiError } from '../../http/api-error';
import { refuseTooLargeText, requireWithinMoneyMax } from '../../http/money-limit';

export interface SpotPlacementInput {
  symbol: string;
  side: unknown;
  price: unknown;
  amount: unknown;
}

/** A placement that passed every rule, in canonical decimal text. */
export interface SpotPlacement {
  pair: PairInfo;
  side: SpotSide;
  price: DecimalString;
  amount: DecimalString;
  total: DecimalString;
  feeCurrency: string;
}

const priceErrors: Record<SpotInputError, ErrorCode> = {
  missing: 'SPOT_PRICE_MISSING',
  invalid: 'SPOT_PRICE_INVALID',
  places: 'SPOT_PRICE_PLACES',
};

const amountErrors: Record<SpotInputError, ErrorCode> = {
  missing: 'SPOT_AMOUNT_MISSING',
  invalid: 'SPOT_AMOUNT_MIN',
  places: 'SPOT_AMOUNT_PLACES',
};

function sideOf(input: unknown): SpotSide {
  const text = typeof input === 'string' ? input.trim() : '';
  if (text === String(spotSides.buy)) return spotSides.buy;
  if (text === String(spotSides.sell)) return spotSides.sell;
  throw new ApiError('SPOT_SIDE_INVALID');
}

export function checkPlacement(input: SpotPlacementInput): SpotPlacement {
  const pair = findPair(input.symbol);
  if (!pair) throw new ApiError('TRADING_PAIR_UNKNOWN');
  const side = sideOf(input.side);
  refuseTooLargeText(input.price, input.amount);
  const price = checkSpotPrice(input.price, pair);
  if (!price.ok) {
    throw new ApiError(priceErrors[price.error], {
      pair: `${pair.base}/${pair.quote}`,
      places: pair.precision,
    });
  }
  const amount = checkSpotAmount(input.amount);
  if (!amount.ok) {
    throw new ApiError(amountErrors[amount.error], {
      min: spotAmountMin,
      currency: pair.base,
      places: moneyScale,
    });
  }
  if (!spotTotalIsEnough(price.value, amount.value)) {
    throw new ApiError('SPOT_TOTAL_TOO_SMALL', { min: spotTotalMin, currency: pair.quote });
  }
  const total = spotOrderTotal(price.value, amount.value);
  // The order's total is frozen (a buy) and its fill moves it: it must fit the money as its factors do.
  requireWithinMoneyMax(total);
  return {
    pair,
    side,
    price: price.value,
    amount: amount.value,
    total,
    feeCurrency: spotReceivedCoin(side, pair),
  };
}
