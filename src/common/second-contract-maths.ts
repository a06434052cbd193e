/**
 * The money arithmetic of a second contract (a timed up/down order), shared by the order form and its confirm
 * sheet (which show it before the user commits), the server's opening (which charges it) and the settlement engine
 * (which pays it), so all three always agree. docs/api.md "Second contracts" states the rules in words. Every
 * result is a decimal string with at most 8 places; nothing here is a float.
 *
 * The rounding rule (the platform never under-charges and never pays out more than the rate says):
 * - fee = stake × feeRate, rounded UP, paid at opening beside the stake (frozen until settlement);
 * - a win's profit = stake × incomeRate, rounded DOWN; the payout of a win is the stake back plus that profit;
 * - a loss costs the stake, a draw gives the stake back: neither rounds.
 */
import { add, mul, type DecimalString, moneyScale } from './decimal';

/** The fee of a stake, charged at opening: rounded up, like every fee. */
export function secondOpeningFee(stake: DecimalString, feeRate: DecimalString): DecimalString {
  return mul(stake, feeRate, { scale: moneyScale, rounding: 'up' });
}

/** What opening takes from the available balance: the stake (frozen) and the fee on top. */
export function secondOpeningCost(stake: DecimalString, feeRate: DecimalString): DecimalString {
  return add(stake, secondOpeningFee(stake, feeRate));
}

/** What a win earns on top of the stake returned: stake × incomeRate, rounded down like every payout. */
export function secondWinProfit(stake: DecimalString, incomeRate: DecimalString): DecimalString {
  return mul(stake, incomeRate, { scale: moneyScale, rounding: 'down' });
}

/** What a win puts back in the available balance: the stake and the profit of the win. */
export function secondWinPayout(stake: DecimalString, incomeRate: DecimalString): DecimalString {
  return add(stake, secondWinProfit(stake, incomeRate));
}
