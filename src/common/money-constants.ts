/**
 * Money constants of the spec (section 9), as canonical decimal strings checked once at load by the decimal
 * module, so no amount is ever a float, not even a constant. They live apart from constants.ts because the decimal
 * module reads its scales from there.
 */
import { decimalConstant } from './decimal';

/** The smallest amount any order, transfer or withdrawal may move. */
export const amountMin = decimalConstant('0.00001');
/** The smallest deposit the recharge screen accepts, in USDT. */
export const minimumRechargeUsdt = decimalConstant('1');
/** "Hide small balances" hides assets worth less than this, in USDT. */
export const hideSmallBalanceThresholdUsdt = decimalConstant('0.1');
/** The second-contract fee rate until an operator sets one (a fraction of the stake: 0 = no fee). */
export const secondContractFeeRateDefault = decimalConstant('0');
/** The flash-exchange fee until an operator sets one: a fraction of the gross, charged in the received currency. */
export const exchangeFeeRateDefault = decimalConstant('0.002');
/** The spot fee until an operator sets one: a fraction of what the fill gives, charged in the received coin. */
export const spotFeeRateDefault = decimalConstant('0.002');
/** The leveraged-position fee until an operator sets one: a fraction of the position size, charged at opening. */
export const contractFeeRateDefault = decimalConstant('0.0005');
/** The maintenance amount as a fraction of the position size: a position is liquidated when its loss reaches margin − size × this. */
export const contractMaintenanceRateDefault = decimalConstant('0.005');
/**
 * The largest amount, price or product of them (an order's total, a position's size, a stake's payout, an
 * exchange's gross, a subscription's cost) that one request may carry or cause: 10^12. The ledger and its checks
 * hold amounts of up to 24 integer digits (decimal.ts integerDigitsMax); bounding every single movement far below
 * that keeps each product of two bounded numbers, and every balance built from such movements, inside it.
 */
export const moneyValueMax = decimalConstant('1000000000000');
