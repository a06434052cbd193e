/**
 * The settlement rule of a timed order, as a pure function (ARCHITECTURE §6): no database, no clock, no feed.
 * Buy up wins when the settlement price is above the open price, buy down when it is below; equal prices are a
 * draw. The legs are ONE ledger movement (`settle:<order id>`) in the user's contract account, in the quote coin:
 *
 * - win:  the frozen stake returns to available, and the `counterparty` account pays the profit of a win, stake ×
 *         incomeRate rounded DOWN to 8 places (src/common/second-contract-maths.ts, the figure the order form
 *         shows; no leg when that rounds to 0);
 * - loss: the frozen stake goes to the `counterparty` account;
 * - draw: the frozen stake returns to available.
 *
 * The fee was charged at opening and is not part of settlement. The user's inbox message of the settlement
 * (`settlementMessage`) carries the same reference as the movement.
 */
import { add, compare, sub, type DecimalString } from '../../../common/decimal';
import { secondWinProfit } from '../../../common/second-contract-maths';
import {
  secondResults,
  tradeDirections,
  type SecondResult,
  type TradeDirection,
} from '../../../common/trading-types';
import { moveLegs, systemAccount, userAccount } from '../../ledger/ledger';
import { accountTypes, type Leg, type Movement } from '../../ledger/ledger-types';
import { pairLabel, type EventMessage } from '../../modules/messages/messages-service';
import { amountText, signedAmountText, symbolPriceText } from '../../../common/number-format';
import { toSymbol } from '../../../common/pairs';
import type { DueOrder } from '../../modules/second-contract';

/** What the rule needs to know about an order (claimed through the second-contract module's repository). */
export type SettlementOrder = Pick<
  DueOrder,
  'id' | 'userId' | 'quoteCoin' | 'tradeType' | 'openAmount' | 'incomeRate' | 'openPrice'
>;

export interface SettlementDecision {
  result: SecondResult;
  /** Signed, as the order record shows it: +stake × incomeRate, −stake or 0. */
  profit: DecimalString;
  legs: Leg[];
}

function resultOf(
  tradeType: TradeDirection,
  openPrice: DecimalString,
  settlePrice: DecimalString,
): SecondResult {
  const move = compare(settlePrice, openPrice);
  if (move === 0) return secondResults.draw;
  const wentUp = move > 0;
  return wentUp === (tradeType === tradeDirections.up) ? secondResults.win : secondResults.loss;
}

export function decideSettlement(order: SettlementOrder, settlePrice: DecimalString): SettlementDecision {
  const contract = userAccount(order.userId, accountTypes.contract);
  const frozen = { owner: contract, bucket: 'frozen' as const };
  const available = { owner: contract, bucket: 'available' as const };
  const counterparty = { owner: systemAccount('counterparty'), bucket: 'available' as const };
  const stake = order.openAmount;
  const currency = order.quoteCoin;
  const result = resultOf(order.tradeType, order.openPrice, settlePrice);

  if (result === secondResults.loss) {
    return {
      result,
      profit: sub('0' as DecimalString, stake),
      legs: moveLegs(currency, stake, frozen, counterparty),
    };
  }
  const legs = moveLegs(currency, stake, frozen, available);
  if (result === secondResults.draw) return { result, profit: '0' as DecimalString, legs };
  const profit = secondWinProfit(stake, order.incomeRate);
  if (compare(profit, '0' as DecimalString) > 0)
    legs.push(...moveLegs(currency, profit, counterparty, available));
  return { result, profit, legs };
}

/** What a settlement credits to the user's available balance: stake and profit of a win, the stake of a draw, 0. */
export function settlementPayout(order: SettlementOrder, decision: SettlementDecision): DecimalString {
  return decision.result === secondResults.loss
    ? ('0' as DecimalString)
    : add(order.openAmount, decision.profit);
}

/** The movement of a decision: its reference names the order, so the ledger applies it once, whoever retries. */
export function settlementMovement(order: SettlementOrder, decision: SettlementDecision): Movement {
  return {
    kind: 'second-settle',
    reference: `settle:${order.id}`,
    userId: order.userId,
    legs: decision.legs,
  };
}

/** What the user's inbox says of a settled order; its reference is the movement's, so a replay writes it once. */
export function settlementMessage(
  order: SettlementOrder & { baseCoin: string; positionTime: number },
  settled: { settlePrice: DecimalString; profit: DecimalString },
  settledAtMs: number,
): EventMessage {
  return {
    userId: order.userId,
    kind: 'second_settled',
    reference: `settle:${order.id}`,
    values: {
      seconds: order.positionTime,
      pair: pairLabel(order.baseCoin, order.quoteCoin),
      // Written as the screens write them (docs/formats.md).
      amount: amountText(order.openAmount, order.quoteCoin),
      currency: order.quoteCoin,
      price: symbolPriceText(settled.settlePrice, toSymbol(order.baseCoin, order.quoteCoin)),
      result: signedAmountText(settled.profit, order.quoteCoin),
    },
    at: new Date(settledAtMs),
  };
}
