/**
 * The open call's input, checked field by field with a message for each mistake (docs/api.md "Leveraged
 * positions"), then priced with the shared arithmetic (src/common/contract-maths.ts) so the server computes exactly
 * what the confirm sheet showed: size, fee and liquidation price, and the take-profit and stop-loss sides.
 */
import {
  checkExitPrice,
  liquidationLoss,
  liquidationPrice,
  openingFee,
  positionSize,
  type PositionTerms,
  type RiskRates,
} from '../../../common/contract-maths';
import { compare, isZero, parseDecimal, type DecimalString } from '../../../common/decimal';
import type { ErrorCode } from '../../../common/errors';
import { amountMin } from '../../../common/money-constants';
import { findPair, type PairInfo } from '../../../common/pairs';
import {
  contractPriceTypes,
  tradeDirections,
  type ContractPriceType,
  type TradeDirection,
} from '../../../common/trading-types';
import { ApiError } from '../../http/api-error';
import { contractQuoteCoin } from './contract-config';
import { refuseTooLargeText, requireWithinMoneyMax } from '../../http/money-limit';

/** The open call's fields as they arrived (strings from a form; anything at all from a hostile client). */
export interface OpenPositionInput {
  symbol: string;
  direction?: unknown;
  margin?: unknown;
  multiple?: unknown;
  priceType?: unknown;
  price?: unknown;
  stopLoss?: unknown;
  takeProfit?: unknown;
}

export interface OpenRequest {
  pair: PairInfo;
  direction: TradeDirection;
  margin: DecimalString;
  multiple: number;
  priceType: ContractPriceType;
  /** Limit entries only. */
  limitPrice: DecimalString | null;
  stopLoss: DecimalString | null;
  takeProfit: DecimalString | null;
}

export interface OpenPricing {
  size: DecimalString;
  fee: DecimalString;
  liquidationPrice: DecimalString;
}

/** A field as text: a form sends strings; a JSON client may send a whole number for a choice, never for money. */
const choiceText = (value: unknown) =>
  typeof value === 'string' ? value.trim() : Number.isSafeInteger(value) ? String(value) : '';

/** Money and prices only as decimal text: a JSON number would have passed through a float already. */
function moneyText(value: unknown, invalid: ErrorCode, values: Record<string, number> = {}): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new ApiError(invalid, values);
  return value.trim();
}

function usdtPair(symbol: string): PairInfo {
  const pair = findPair(symbol);
  if (!pair) throw new ApiError('TRADING_PAIR_UNKNOWN');
  if (pair.quote !== contractQuoteCoin) throw new ApiError('CONTRACT_PAIR_NOT_USDT');
  return pair;
}

function oneOf<T extends number>(value: unknown, allowed: readonly T[], error: ErrorCode): T {
  const found = allowed.find((candidate) => String(candidate) === choiceText(value));
  if (found === undefined) throw new ApiError(error);
  return found;
}

function checkMargin(value: unknown): DecimalString {
  refuseTooLargeText(value);
  const parsed = parseDecimal(moneyText(value, 'CONTRACT_MARGIN_INVALID'));
  if (!parsed.ok) {
    if (parsed.error === 'empty') throw new ApiError('CONTRACT_MARGIN_MISSING');
    throw new ApiError(
      parsed.error === 'too-many-places' ? 'CONTRACT_MARGIN_PLACES' : 'CONTRACT_MARGIN_INVALID',
    );
  }
  if (compare(parsed.value, amountMin) < 0)
    throw new ApiError('CONTRACT_MARGIN_BELOW_MIN', { min: amountMin });
  return parsed.value;
}

/** A positive price with at most the pair's places, or the given refusal; empty is null (an optional field). */
function optionalPrice(value: unknown, pair: PairInfo, error: ErrorCode): DecimalString | null {
  const raw = moneyText(value, error, { precision: pair.precision });
  if (raw === '') return null;
  refuseTooLargeText(raw);
  const parsed = parseDecimal(raw, { scaleMax: pair.precision });
  if (!parsed.ok || isZero(parsed.value)) throw new ApiError(error, { precision: pair.precision });
  return parsed.value;
}

export function checkOpenInput(input: OpenPositionInput, multiples: readonly number[]): OpenRequest {
  const pair = usdtPair(input.symbol);
  const direction = oneOf(
    input.direction,
    [tradeDirections.up, tradeDirections.down],
    'CONTRACT_DIRECTION_INVALID',
  );
  const priceType = oneOf(
    input.priceType,
    [contractPriceTypes.market, contractPriceTypes.limit],
    'CONTRACT_PRICE_TYPE_INVALID',
  );
  const margin = checkMargin(input.margin);
  const multiple = multiples.find((candidate) => String(candidate) === choiceText(input.multiple));
  if (multiple === undefined) {
    throw new ApiError('CONTRACT_MULTIPLE_NOT_CONFIGURED', { multiples: multiples.join(', ') });
  }
  let limitPrice: DecimalString | null = null;
  if (priceType === contractPriceTypes.limit) {
    limitPrice = optionalPrice(input.price, pair, 'CONTRACT_LIMIT_PRICE_INVALID');
    if (limitPrice === null) throw new ApiError('CONTRACT_LIMIT_PRICE_MISSING');
  } else {
    // A market entry opens at the market's price and needs none; a price it does send must still be a price,
    // or a client's mistake (a limit entry sent as a market one) would pass unnoticed.
    optionalPrice(input.price, pair, 'CONTRACT_MARKET_PRICE_INVALID');
  }
  return {
    pair,
    direction,
    margin,
    multiple,
    priceType,
    limitPrice,
    stopLoss: optionalPrice(input.stopLoss, pair, 'CONTRACT_STOP_LOSS_INVALID'),
    takeProfit: optionalPrice(input.takeProfit, pair, 'CONTRACT_TAKE_PROFIT_INVALID'),
  };
}

/**
 * Size, fee and liquidation price at `openPrice` (the market's now, or the limit price), and the exit prices
 * checked against them: a take profit or stop loss on the wrong side of the open price, or a stop loss at or past
 * the liquidation price (which would liquidate first), is refused.
 */
export function priceOpening(request: OpenRequest, openPrice: DecimalString, rates: RiskRates): OpenPricing {
  const terms: PositionTerms = {
    direction: request.direction,
    margin: request.margin,
    multiple: request.multiple,
    openPrice,
  };
  // With a maintenance amount as large as the margin the position would be liquidated the moment it opened.
  if (isZero(liquidationLoss(terms, rates))) throw new ApiError('CONTRACT_MULTIPLE_TOO_RISKY');
  const size = positionSize(request.margin, request.multiple);
  // The size carries the fee and the profit: margin × multiple must fit the money as the margin does.
  requireWithinMoneyMax(size);
  const liquidation = liquidationPrice(terms, rates, request.pair.precision);
  if (request.takeProfit !== null) {
    const check = checkExitPrice('takeProfit', request.takeProfit, openPrice, liquidation, request.direction);
    if (check !== 'ok') throw new ApiError('CONTRACT_TAKE_PROFIT_WRONG_SIDE', { openPrice });
  }
  if (request.stopLoss !== null) {
    const check = checkExitPrice('stopLoss', request.stopLoss, openPrice, liquidation, request.direction);
    if (check === 'wrong-side') throw new ApiError('CONTRACT_STOP_LOSS_WRONG_SIDE', { openPrice });
    if (check === 'beyond-liquidation') {
      throw new ApiError('CONTRACT_STOP_LOSS_BEYOND_LIQUIDATION', { liquidationPrice: liquidation });
    }
  }
  return { size, fee: openingFee(size, rates.feeRate), liquidationPrice: liquidation };
}
