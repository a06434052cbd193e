/**
 * The three ledger movements of a spot order, as plain data (docs/ledger.md "Spot orders"): the freeze at
 * placement, the fill against the `counterparty` account with the fee to `fees`, and the unfreeze at cancel. All
 * three happen in the user's coin account (type 1); each reference carries the order's id, so a replay of any of
 * them applies once.
 */
import { isZero, type DecimalString } from '../../../common/decimal';
import { spotFillAmounts, type SpotFillAmounts } from '../../../common/spot-maths';
import { spotSides, type SpotSide } from '../../../common/trading-types';
import { moveLegs, systemAccount, userAccount } from '../../ledger/ledger';
import { accountTypes, type Leg, type Movement } from '../../ledger/ledger-types';
import { canonicalNumeric } from '../../lib/row-values';

export const spotKind = 'spot';

/** What the movements need of an order row. */
export interface SpotOrderAmounts {
  id: number;
  userId: number;
  baseCoin: string;
  quoteCoin: string;
  side: number;
  price: string;
  amount: string;
  total: string;
}

/** Amounts as the ledger wants them: canonical decimal text ("1.5", never "1.50000000" as numeric may read). */

const sideOf = (order: SpotOrderAmounts): SpotSide =>
  order.side === spotSides.buy ? spotSides.buy : spotSides.sell;

/** What placement freezes and cancel unfreezes: a buy's total of the quote coin, a sell's amount of the base. */
export function frozenBy(order: SpotOrderAmounts): { currency: string; amount: DecimalString } {
  return sideOf(order) === spotSides.buy
    ? { currency: order.quoteCoin, amount: canonicalNumeric(order.total) }
    : { currency: order.baseCoin, amount: canonicalNumeric(order.amount) };
}

function memoOf(order: SpotOrderAmounts): string {
  const verb = sideOf(order) === spotSides.buy ? 'buy' : 'sell';
  return `${verb} ${canonicalNumeric(order.amount)} ${order.baseCoin} at ${canonicalNumeric(order.price)} ${order.quoteCoin}`;
}

function bucketMove(order: SpotOrderAmounts, from: Leg['bucket'], to: Leg['bucket']): Leg[] {
  const coin = userAccount(order.userId, accountTypes.coin);
  const { currency, amount } = frozenBy(order);
  return moveLegs(currency, amount, { owner: coin, bucket: from }, { owner: coin, bucket: to });
}

export function placeMovement(order: SpotOrderAmounts): Movement {
  return {
    kind: spotKind,
    reference: `spot:${order.id}:place`,
    userId: order.userId,
    memo: memoOf(order),
    legs: bucketMove(order, 'available', 'frozen'),
  };
}

export function cancelMovement(order: SpotOrderAmounts): Movement {
  return {
    kind: spotKind,
    reference: `spot:${order.id}:cancel`,
    userId: order.userId,
    memo: memoOf(order),
    legs: bucketMove(order, 'frozen', 'available'),
  };
}

/** The amounts of the order's whole fill at its own price with this fee rate. */
export function fillAmountsOf(order: SpotOrderAmounts, feeRate: DecimalString): SpotFillAmounts {
  return spotFillAmounts(
    {
      side: sideOf(order),
      price: canonicalNumeric(order.price),
      amount: canonicalNumeric(order.amount),
      total: canonicalNumeric(order.total),
    },
    feeRate,
  );
}

/**
 * The fill: the frozen payment goes to the counterparty, the counterparty gives the gross of the other coin, and
 * the fee of it goes from the user to the fees account (no fee leg when the fee is 0: the ledger refuses legs that
 * move nothing). The user's two legs in the received coin net to `receive` in one balance update.
 */
export function fillMovement(order: SpotOrderAmounts, amounts: SpotFillAmounts): Movement {
  const coin = userAccount(order.userId, accountTypes.coin);
  const counterparty = systemAccount('counterparty');
  const isBuy = sideOf(order) === spotSides.buy;
  const [paid, received] = isBuy ? [order.quoteCoin, order.baseCoin] : [order.baseCoin, order.quoteCoin];
  const legs = [
    ...moveLegs(
      paid,
      amounts.pay,
      { owner: coin, bucket: 'frozen' },
      { owner: counterparty, bucket: 'available' },
    ),
    ...moveLegs(
      received,
      amounts.gross,
      { owner: counterparty, bucket: 'available' },
      { owner: coin, bucket: 'available' },
    ),
  ];
  if (!isZero(amounts.fee)) {
    legs.push(
      ...moveLegs(
        received,
        amounts.fee,
        { owner: coin, bucket: 'available' },
        { owner: systemAccount('fees'), bucket: 'available' },
      ),
    );
  }
  return {
    kind: spotKind,
    reference: `spot:${order.id}:fill`,
    userId: order.userId,
    memo: memoOf(order),
    legs,
  };
}
