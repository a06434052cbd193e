/**
 * The arithmetic of a leveraged position, shared by the confirm sheet (which shows it before the user commits) and
 * the server and its engine (which act on it), so both always agree. docs/trading.md "Leveraged contracts" states
 * the rules in words. Every result is a decimal string with at most 8 places; nothing here is a float.
 *
 * - size = margin × multiple (quote coin); fee = size × feeRate, rounded up, paid at opening beside the margin.
 * - profit = size × (mark − open) / open for buy up, size × (open − mark) / open for buy down, rounded toward zero.
 * - maintenance = size × maintenanceRate (rounded up); the position is liquidated when its loss reaches
 *   margin − maintenance, which happens exactly when the mark reaches the liquidation price below.
 * - Whatever happens, the payout at the end is margin + profit clamped to [0, …]: a user never loses more than the
 *   margin (the fee was paid separately at opening and is not part of it).
 */
import { add, compare, div, moneyScale, mul, sub, type DecimalString } from './decimal';
import { tradeDirections, type TradeDirection } from './trading-types';

const zero = '0' as DecimalString;
const one = '1' as DecimalString;
/** Products of a price (≤ 9 places) and an amount (≤ 8 places) are exact at this scale. */
const exactProduct = { scale: 24, rounding: 'down' } as const;

export interface PositionTerms {
  direction: TradeDirection;
  margin: DecimalString;
  multiple: number;
  openPrice: DecimalString;
}

export interface RiskRates {
  feeRate: DecimalString;
  maintenanceRate: DecimalString;
}

export function positionSize(margin: DecimalString, multiple: number): DecimalString {
  return mul(margin, String(multiple) as DecimalString, { scale: moneyScale, rounding: 'down' });
}

export function openingFee(size: DecimalString, feeRate: DecimalString): DecimalString {
  return mul(size, feeRate, { scale: moneyScale, rounding: 'up' });
}

export function maintenanceAmount(size: DecimalString, maintenanceRate: DecimalString): DecimalString {
  return mul(size, maintenanceRate, { scale: moneyScale, rounding: 'up' });
}

/** Signed profit (negative = loss) of the position marked at `markPrice`, rounded toward zero. */
export function positionProfit(terms: PositionTerms, markPrice: DecimalString): DecimalString {
  const size = positionSize(terms.margin, terms.multiple);
  const move =
    terms.direction === tradeDirections.up
      ? sub(markPrice, terms.openPrice)
      : sub(terms.openPrice, markPrice);
  return div(mul(size, move, { scale: 24, rounding: 'down' }), terms.openPrice, {
    scale: moneyScale,
    rounding: 'down',
  });
}

/** Profit as a percentage of the margin (ROI), 2 places, truncated. */
export function positionRoiPercent(profit: DecimalString, margin: DecimalString): DecimalString {
  return div(mul(profit, '100' as DecimalString, { scale: moneyScale, rounding: 'down' }), margin, {
    scale: 2,
    rounding: 'down',
  });
}

/** The loss at which the position is liquidated: margin − maintenance (never below zero). */
export function liquidationLoss(terms: PositionTerms, rates: RiskRates): DecimalString {
  const loss = sub(
    terms.margin,
    maintenanceAmount(positionSize(terms.margin, terms.multiple), rates.maintenanceRate),
  );
  return compare(loss, zero) > 0 ? loss : zero;
}

/**
 * The liquidation price: the first price on the pair's price grid (`priceScale` places) at which the loss reaches
 * margin − maintenance, so the price shown is exactly the one that liquidates, and `isLiquidated` agrees with
 * "the mark reached the liquidation price" at every price the feed can give. The exact boundary is
 * open × (size − loss) / size for buy up and open × (size + loss) / size for buy down; it is computed exactly and
 * rounded AWAY from the open price (down for buy up, up for buy down), because one tick closer to the open price
 * the loss is still below margin − maintenance.
 */
export function liquidationPrice(terms: PositionTerms, rates: RiskRates, priceScale: number): DecimalString {
  const size = positionSize(terms.margin, terms.multiple);
  const loss = liquidationLoss(terms, rates);
  const up = terms.direction === tradeDirections.up;
  // Exact: a price has at most ~9 places and an amount 8, so the product never needs rounding at 24 places.
  const boundaryTimesSize = mul(terms.openPrice, up ? sub(size, loss) : add(size, loss), exactProduct);
  const floor = div(boundaryTimesSize, size, { scale: priceScale, rounding: 'down' });
  if (up) return compare(floor, zero) > 0 ? floor : zero;
  // Rounding up through the division could be fooled by its 64-digit working precision; testing whether the
  // floor is the exact boundary cannot.
  const onGrid = compare(mul(floor, size, exactProduct), boundaryTimesSize) === 0;
  return onGrid ? floor : add(floor, priceTick(priceScale));
}

/** One step of a price grid with `priceScale` places: 0.01 for 2. */
function priceTick(priceScale: number): DecimalString {
  return div(one, `1${'0'.repeat(priceScale)}` as DecimalString, { scale: priceScale, rounding: 'down' });
}

/** True when the position marked at `markPrice` has lost at least margin − maintenance. */
export function isLiquidated(terms: PositionTerms, rates: RiskRates, markPrice: DecimalString): boolean {
  const profit = positionProfit(terms, markPrice);
  return compare(sub(zero, profit), liquidationLoss(terms, rates)) >= 0;
}

/** What the user gets back at the end: margin + profit, never below zero and never more taken than the margin. */
export function closingPayout(margin: DecimalString, profit: DecimalString): DecimalString {
  const payout = add(margin, profit);
  return compare(payout, zero) > 0 ? payout : zero;
}

export type ExitCheck = 'ok' | 'wrong-side' | 'beyond-liquidation';

/**
 * Whether a take-profit or stop-loss price makes sense for the position: a take profit above the open price for buy
 * up (below for buy down); a stop loss below it for buy up (above for buy down) and not beyond the liquidation
 * price, which would be reached first.
 */
export function checkExitPrice(
  kind: 'takeProfit' | 'stopLoss',
  price: DecimalString,
  openPrice: DecimalString,
  liquidation: DecimalString,
  direction: TradeDirection,
): ExitCheck {
  const up = direction === tradeDirections.up;
  const side = compare(price, openPrice);
  if (kind === 'takeProfit') return (up ? side > 0 : side < 0) ? 'ok' : 'wrong-side';
  if (up ? side >= 0 : side <= 0) return 'wrong-side';
  const beyond = up ? compare(price, liquidation) <= 0 : compare(price, liquidation) >= 0;
  return beyond ? 'beyond-liquidation' : 'ok';
}
