/**
 * The checks of a createOrder request that need no database: the stake (spec section 5: present, at least
 * 0.00001, else l.c_enteropenamt), the direction, the pair and the shape of the duration. The duration's own
 * terms (is it offered, its minimum stake) are checked by the service against the configuration.
 */
import { parseAmount } from '../../../common/amount';
import type { DecimalString } from '../../../common/decimal';
import { amountMin } from '../../../common/money-constants';
import { findPair, toSymbol, type PairInfo } from '../../../common/pairs';
import { tradeDirections, type TradeDirection } from '../../../common/trading-types';
import { ApiError } from '../../http/api-error';
import { refuseTooLargeText } from '../../http/money-limit';

/** The form fields as they arrive: text from a form, or numbers from a JSON client. */
export interface SecondOrderInput {
  openAmount?: unknown;
  baseCoin?: unknown;
  quoteCoin?: unknown;
  positionTime?: unknown;
  tradeType?: unknown;
}

export interface CheckedOrderInput {
  openAmount: DecimalString;
  pair: PairInfo;
  tradeType: TradeDirection;
  /** The duration asked for, in seconds; NaN when it is not a whole number (then no duration matches it). */
  positionTime: number;
}

/** Longer than any coin name; keeps a hostile field out of the pair lookup. */
const coinLengthMax = 12;

function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function requiredText(value: unknown, field: string): string {
  const text = textOf(value);
  if (text === '') throw new ApiError('FIELD_MISSING', { field });
  return text;
}

function checkTradeType(value: unknown): TradeDirection {
  const text = requiredText(value, 'tradeType');
  if (text === String(tradeDirections.up)) return tradeDirections.up;
  if (text === String(tradeDirections.down)) return tradeDirections.down;
  throw new ApiError('FIELD_INVALID', { field: 'tradeType' });
}

function checkPair(baseCoin: unknown, quoteCoin: unknown): PairInfo {
  const base = requiredText(baseCoin, 'baseCoin').toUpperCase();
  const quote = requiredText(quoteCoin, 'quoteCoin').toUpperCase();
  const pair =
    base.length <= coinLengthMax && quote.length <= coinLengthMax
      ? findPair(toSymbol(base, quote))
      : undefined;
  if (!pair) throw new ApiError('TRADING_PAIR_UNKNOWN');
  return pair;
}

function checkPositionTime(value: unknown): number {
  const text = requiredText(value, 'positionTime');
  return /^\d{1,9}$/.test(text) ? Number.parseInt(text, 10) : Number.NaN;
}

export function checkOrderInput(input: SecondOrderInput): CheckedOrderInput {
  // The stake first, as the spec's form checks it first: a missing or malformed amount is l.c_enteropenamt. Like
  // every amount on the wire it must be a decimal string (docs/api.md "Amounts"), never a JSON number.
  refuseTooLargeText(input.openAmount);
  const openAmount = parseAmount(input.openAmount);
  if (openAmount === undefined) throw new ApiError('SECOND_OPEN_AMOUNT', { min: amountMin });
  return {
    openAmount,
    tradeType: checkTradeType(input.tradeType),
    pair: checkPair(input.baseCoin, input.quoteCoin),
    positionTime: checkPositionTime(input.positionTime),
  };
}
