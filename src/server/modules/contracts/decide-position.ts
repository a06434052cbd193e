/**
 * What the position engine does with one position at one mark price: a pure function, no database, no clock. It
 * lives in the contracts module because the module owns the rule: its repository asks the same question in SQL
 * (`needsAction`), a manual close asks it to tell a close from a liquidation, and the engine reaches it through the
 * module's index.
 *
 * - A pending limit entry opens when the market reaches its price: at or below it for buy up, at or above it for
 *   buy down.
 * - A holding position is liquidated when the mark reaches its liquidation price, which is exactly when its loss
 *   reaches margin − maintenance (contract-maths `liquidationPrice` is the first grid price where `isLiquidated`
 *   holds). Liquidation is looked at first: a mark that gapped past both the stop loss and the liquidation price
 *   liquidates, so a stop loss can never pay out what the margin no longer covers.
 * - Otherwise a stop loss that the mark reached (at or past it, against the position) closes it, and then a take
 *   profit that the mark reached (at or past it, with the position). Both cannot be reached at once: they lie on
 *   opposite sides of the open price.
 *
 * "Reached" includes equality everywhere. It decides from the prices stored on the position (its liquidation price
 * was fixed with the maintenance rate in force when it opened), never from today's rates, so that the engine's SQL
 * claim (contracts-repo.ts `needsAction`) can ask the very same question of every row without reading them.
 */
import { compare, type DecimalString } from '../../../common/decimal';
import { contractStatus, tradeDirections } from '../../../common/trading-types';

export type PositionAction = 'none' | 'open' | 'takeProfit' | 'stopLoss' | 'liquidate';

/** The columns of a position the decision reads (a contract_positions row has them all). */
export interface DecidablePosition {
  status: number;
  direction: number;
  limitPrice: string | null;
  liquidationPrice: string | null;
  stopLoss: string | null;
  takeProfit: string | null;
}

export function decidePosition(position: DecidablePosition, markPrice: DecimalString): PositionAction {
  const up = position.direction === tradeDirections.up;
  // Reached against the position: at or below a price for buy up, at or above it for buy down.
  const reachedAgainst = (price: string | null) =>
    price !== null &&
    (up ? compare(markPrice, price as DecimalString) <= 0 : compare(markPrice, price as DecimalString) >= 0);
  // Reached with the position: at or above a price for buy up, at or below it for buy down.
  const reachedWith = (price: string | null) =>
    price !== null &&
    (up ? compare(markPrice, price as DecimalString) >= 0 : compare(markPrice, price as DecimalString) <= 0);

  // A buy-up entry waits for the price to come down to its limit, a buy-down entry for it to come up.
  if (position.status === contractStatus.pending) {
    return reachedAgainst(position.limitPrice) ? 'open' : 'none';
  }
  if (position.status !== contractStatus.holding) return 'none';
  if (reachedAgainst(position.liquidationPrice)) return 'liquidate';
  if (reachedAgainst(position.stopLoss)) return 'stopLoss';
  if (reachedWith(position.takeProfit)) return 'takeProfit';
  return 'none';
}
