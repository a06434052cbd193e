/**
 * The open form's rules, checked on the device before anything is sent (the server checks the same and answers
 * in the user's language if it refuses): the margin (≥ 0.00001 USDT, at most 8 places), a configured multiple, a
 * limit price at the pair's precision, a take profit and stop loss on the right side of the entry price and a stop
 * loss short of the liquidation price (`checkExitPrice`), and margin + fee within the contract account's available
 * USDT. The figures of the confirm sheet come from the same place (`OpenQuote`), computed with contract-maths, so
 * what the user confirms is what was checked.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { checkExitPrice, liquidationPrice, openingFee, positionSize } from '../../../common/contract-maths';
import { add, compare, isZero, moneyScale, parseDecimal, type DecimalString } from '../../../common/decimal';
import { amountMin } from '../../../common/money-constants';
import type { PairInfo } from '../../../common/pairs';
import {
  contractPriceTypes,
  tradeDirections,
  type ContractConfig,
  type ContractPriceType,
  type TradeDirection,
} from '../../../common/trading-types';
import type { OpenRequest } from './contracts-api';
import { exactText, priceText } from '../../../common/number-format';

export interface OpenDraft {
  direction: TradeDirection;
  priceType: ContractPriceType;
  margin: string;
  multiple: number | undefined;
  price: string;
  stopLoss: string;
  takeProfit: string;
}

export interface OpenContext {
  pair: PairInfo;
  config: ContractConfig | undefined;
  /** The live market price at the pair's precision; undefined until known. */
  marketPrice: DecimalString | undefined;
  /** The contract account's available USDT as the server wrote it; undefined while unknown. */
  available: string | undefined;
}

export type OpenField = 'margin' | 'multiple' | 'price' | 'stopLoss' | 'takeProfit';

/** Everything the confirm sheet shows, exact decimal strings. */
export interface OpenQuote {
  direction: TradeDirection;
  priceType: ContractPriceType;
  multiple: number;
  margin: DecimalString;
  /** The limit price, or the current market price for a market order (an estimate: the server's price decides). */
  entryPrice: DecimalString;
  size: DecimalString;
  fee: DecimalString;
  liquidation: DecimalString;
  /** margin + fee: what leaves the contract account's available balance. */
  total: DecimalString;
  stopLoss: DecimalString | undefined;
  takeProfit: DecimalString | undefined;
}

export type OpenErrors = Partial<Record<OpenField, MessageDescriptor | undefined>>;

export interface OpenCheck {
  errors: OpenErrors;
  /** Why the form cannot be checked yet (no price, no config): shown beside the button. */
  blocked: MessageDescriptor | undefined;
  quote: OpenQuote | undefined;
}

/** A decimal from the wire (the config's rates); undefined when malformed, which blocks opening. */
function wireDecimal(text: string | undefined): DecimalString | undefined {
  if (text === undefined) return undefined;
  const parsed = parseDecimal(text, { scaleMax: 64 });
  return parsed.ok ? parsed.value : undefined;
}

function marginOf(text: string): DecimalString | undefined {
  const parsed = parseDecimal(text, { scaleMax: moneyScale });
  return parsed.ok && compare(parsed.value, amountMin) >= 0 ? parsed.value : undefined;
}

/** A price typed by the user: positive, at most the pair's precision in places; null when left empty. */
function priceOf(text: string, precision: number): DecimalString | undefined | null {
  if (text.trim() === '') return null;
  const parsed = parseDecimal(text, { scaleMax: precision });
  return parsed.ok && !isZero(parsed.value) ? parsed.value : undefined;
}

const priceFormat = (precision: number) =>
  msg`Enter a price above 0 with at most ${precision} decimal places.`;

function exitError(
  kind: 'takeProfit' | 'stopLoss',
  price: DecimalString,
  quote: OpenQuote,
  precision: number,
): MessageDescriptor | undefined {
  const verdict = checkExitPrice(kind, price, quote.entryPrice, quote.liquidation, quote.direction);
  if (verdict === 'ok') return undefined;
  const entry = priceText(quote.entryPrice, precision);
  const liquidation = priceText(quote.liquidation, precision);
  const up = quote.direction === tradeDirections.up;
  if (verdict === 'beyond-liquidation') {
    return up
      ? msg`The stop loss must be above the estimated liquidation price (${liquidation}): the position would be liquidated first.`
      : msg`The stop loss must be below the estimated liquidation price (${liquidation}): the position would be liquidated first.`;
  }
  if (kind === 'takeProfit') {
    return up
      ? msg`For buy up, the take profit must be above the entry price (${entry}).`
      : msg`For buy down, the take profit must be below the entry price (${entry}).`;
  }
  return up
    ? msg`For buy up, the stop loss must be below the entry price (${entry}).`
    : msg`For buy down, the stop loss must be above the entry price (${entry}).`;
}

interface Terms {
  margin: DecimalString;
  multiple: number;
  entryPrice: DecimalString;
}

function quoteOf(draft: OpenDraft, terms: Terms, config: ContractConfig, precision: number) {
  const feeRate = wireDecimal(config.feeRate);
  const maintenanceRate = wireDecimal(config.maintenanceRate);
  if (!feeRate || !maintenanceRate) return undefined;
  const size = positionSize(terms.margin, terms.multiple);
  const fee = openingFee(size, feeRate);
  const position = { direction: draft.direction, openPrice: terms.entryPrice, ...terms };
  const liquidation = liquidationPrice(position, { feeRate, maintenanceRate }, precision);
  return { size, fee, liquidation, total: add(terms.margin, fee) };
}

/** Checks the draft; `quote` is set only when every rule passes, so a quote can always be confirmed. */
export function checkOpen(draft: OpenDraft, context: OpenContext): OpenCheck {
  const { pair, config, marketPrice, available } = context;
  const errors: OpenErrors = {};
  const margin = marginOf(draft.margin);
  if (!margin)
    errors.margin = msg`Enter a margin of at least ${amountMin} USDT, with at most 8 decimal places.`;
  const multiple = config?.multiples.includes(draft.multiple ?? -1) ? draft.multiple : undefined;
  if (config && multiple === undefined) errors.multiple = msg`Choose a multiple.`;
  const limit = draft.priceType === contractPriceTypes.limit ? priceOf(draft.price, pair.precision) : null;
  if (draft.priceType === contractPriceTypes.limit && !limit) errors.price = priceFormat(pair.precision);
  const stopLoss = priceOf(draft.stopLoss, pair.precision);
  const takeProfit = priceOf(draft.takeProfit, pair.precision);
  if (stopLoss === undefined) errors.stopLoss = priceFormat(pair.precision);
  if (takeProfit === undefined) errors.takeProfit = priceFormat(pair.precision);

  const entryPrice = draft.priceType === contractPriceTypes.limit ? limit : marketPrice;
  let blocked: MessageDescriptor | undefined;
  if (!config) blocked = msg`The trading settings have not loaded yet.`;
  else if (draft.priceType === contractPriceTypes.market && !marketPrice)
    blocked = msg`The current price is not known yet. Please wait a moment.`;
  if (!config || !margin || multiple === undefined || !entryPrice)
    return { errors, blocked, quote: undefined };

  const figures = quoteOf(draft, { margin, multiple, entryPrice }, config, pair.precision);
  if (!figures) return { errors, blocked: msg`The trading settings have not loaded yet.`, quote: undefined };
  const quote: OpenQuote = {
    direction: draft.direction,
    priceType: draft.priceType,
    multiple,
    margin,
    entryPrice,
    ...figures,
    stopLoss: stopLoss ?? undefined,
    takeProfit: takeProfit ?? undefined,
  };
  if (stopLoss) errors.stopLoss = exitError('stopLoss', stopLoss, quote, pair.precision);
  if (takeProfit) errors.takeProfit = exitError('takeProfit', takeProfit, quote, pair.precision);
  const availableAmount = wireDecimal(available);
  if (availableAmount !== undefined && compare(quote.total, availableAmount) > 0) {
    // A refusal that compares two figures shows both exactly: cut to 2 places they could read the same.
    const total = exactText(quote.total);
    const left = exactText(availableAmount);
    errors.margin = msg`Not enough USDT in your contract account: this order takes ${total} USDT (margin + fee) and ${left} USDT is available.`;
  }
  const failing = Object.values(errors).some((error) => error !== undefined);
  return { errors, blocked, quote: failing ? undefined : quote };
}

/** The wire request of a checked quote. */
export function requestOf(quote: OpenQuote, pair: PairInfo): OpenRequest {
  return {
    symbol: pair.symbol,
    direction: quote.direction,
    margin: quote.margin,
    multiple: quote.multiple,
    priceType: quote.priceType,
    price: quote.priceType === contractPriceTypes.limit ? quote.entryPrice : undefined,
    stopLoss: quote.stopLoss,
    takeProfit: quote.takeProfit,
  };
}
