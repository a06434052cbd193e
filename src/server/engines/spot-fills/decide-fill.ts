/**
 * The spot fill decision, pure (ARCHITECTURE.md §6): an unfinished limit order fills, whole, when the market
 * trades at or below a buy's price or at or above a sell's. The fill is at the order's own price, whatever the
 * market price is; the market price only says whether the order is reached.
 */
import { compare, type DecimalString } from '../../../common/decimal';
import { spotSides } from '../../../common/trading-types';

export type SpotFillDecision = 'fill' | 'wait';

export function decideFill(
  order: { side: number; price: string },
  marketPrice: DecimalString,
): SpotFillDecision {
  const limit = order.price as DecimalString;
  const reached =
    order.side === spotSides.buy ? compare(marketPrice, limit) <= 0 : compare(marketPrice, limit) >= 0;
  return reached ? 'fill' : 'wait';
}
