/**
 * The money arithmetic of a new-coin sale, shared by the join form (which shows the cost before the user commits),
 * the server's join (which freezes it) and the allocation engine (which shares out the coin and settles the cost),
 * so all of them always agree. docs/api.md "Launchpad" states the rules in words. Every result is a decimal string
 * with at most 8 places; nothing here is a float.
 *
 * The rounding rule, and why it never creates money:
 * - cost = amount × price, rounded UP: what a join freezes, so it always covers what the user may have to pay;
 * - ratio = offered ÷ total requested, rounded DOWN, exactly "1" when the sale is not oversubscribed;
 * - allocated = requested × offered ÷ total, rounded DOWN, so the coins handed out never add up to more than the
 *   offer (the few units left over stay unsold with the seller);
 * - paid = allocated × price, rounded UP (the platform never sells below the listed price) and never above the
 *   frozen cost, so a refund is never negative; refunded = cost − paid exactly: everything frozen is either paid or
 *   refunded, to the minor unit.
 */
import { compare, div, min, mul, sub, type DecimalString, moneyScale } from './decimal';

const one = '1' as DecimalString;
/** Twice the amount places: the product of two 8-place amounts is exact at this scale. */
const exactProductScale = moneyScale * 2;

/** The USDT an amount of the coin costs at the listed price: rounded up, what a join freezes. */
export function launchpadCost(amount: DecimalString, price: DecimalString): DecimalString {
  return mul(amount, price, { scale: moneyScale, rounding: 'up' });
}

/** Whether the users asked for more than the sale offers, so that each gets a pro-rata share. */
export function isOversubscribed(offered: DecimalString, totalRequested: DecimalString): boolean {
  return compare(totalRequested, offered) > 0;
}

/** offered ÷ total requested, rounded down; "1" when the sale is not oversubscribed. */
export function allocationRatio(offered: DecimalString, totalRequested: DecimalString): DecimalString {
  if (!isOversubscribed(offered, totalRequested)) return one;
  return div(offered, totalRequested, { scale: moneyScale, rounding: 'down' });
}

/**
 * What one subscription is allocated: all it asked for when the sale is not oversubscribed, else the exact share
 * requested × offered ÷ total rounded down (not requested × the rounded ratio, which would short everyone twice).
 */
export function allocatedShare(
  requested: DecimalString,
  offered: DecimalString,
  totalRequested: DecimalString,
): DecimalString {
  if (!isOversubscribed(offered, totalRequested)) return requested;
  const exact = mul(requested, offered, { scale: exactProductScale, rounding: 'down' });
  return div(exact, totalRequested, { scale: moneyScale, rounding: 'down' });
}

/** What a subscription pays for its allocation out of its frozen cost, and what of that cost comes back. */
export function allocationSettlement(
  allocated: DecimalString,
  price: DecimalString,
  cost: DecimalString,
): { paid: DecimalString; refunded: DecimalString } {
  const paid = min(launchpadCost(allocated, price), cost);
  return { paid, refunded: sub(cost, paid) };
}
