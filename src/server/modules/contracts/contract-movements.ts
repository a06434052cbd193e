/**
 * The ledger movements of a leveraged position, as plain data (docs/ledger.md "Leveraged positions"). All of them
 * are in the user's contract account (type 2), in the position's quote coin, and their references carry the
 * position id, so a replay of any of them applies once:
 * - `contract:<id>:open`: the margin from available to frozen, the fee from available to `fees`;
 * - `contract:<id>:cancel` (a pending limit entry): both back;
 * - `contract:<id>:close` (manual, take profit, stop loss, liquidation): the frozen margin is released, the user
 *   gets `payout` = margin + profit (never below zero) in available, and `counterparty` takes or pays the
 *   difference: margin − payout, positive on a loss, negative on a gain.
 */
import { isZero, sub, type DecimalString } from '../../../common/decimal';
import { moveLegs, systemAccount, userAccount } from '../../ledger/ledger';
import { negate } from '../../ledger/ledger-amounts';
import { accountTypes, type Leg, type Movement } from '../../ledger/ledger-types';
import { canonicalNumeric } from '../../lib/row-values';

export const contractMovementKind = 'contract';

export interface PositionMoney {
  id: number;
  userId: number;
  quoteCoin: string;
  margin: string;
  fee: string;
}

/** Amounts as the ledger wants them: canonical decimal text ("1.5", never "1.50000000" as numeric may read). */

const contractAccount = (userId: number) => userAccount(userId, accountTypes.contract);

/** Legs of a fee between the user's available balance and `fees`; none when the fee rate is zero. */
function feeLegs(position: PositionMoney, toFees: boolean): Leg[] {
  const fee = canonicalNumeric(position.fee);
  if (isZero(fee)) return [];
  const user = { owner: contractAccount(position.userId), bucket: 'available' as const };
  const fees = { owner: systemAccount('fees'), bucket: 'available' as const };
  return toFees
    ? moveLegs(position.quoteCoin, fee, user, fees)
    : moveLegs(position.quoteCoin, fee, fees, user);
}

export function openMovement(position: PositionMoney): Movement {
  return {
    kind: contractMovementKind,
    reference: `contract:${position.id}:open`,
    userId: position.userId,
    legs: [
      ...moveLegs(
        position.quoteCoin,
        canonicalNumeric(position.margin),
        { owner: contractAccount(position.userId), bucket: 'available' },
        { owner: contractAccount(position.userId), bucket: 'frozen' },
      ),
      ...feeLegs(position, true),
    ],
  };
}

export function cancelMovement(position: PositionMoney): Movement {
  return {
    kind: contractMovementKind,
    reference: `contract:${position.id}:cancel`,
    userId: position.userId,
    legs: [
      ...moveLegs(
        position.quoteCoin,
        canonicalNumeric(position.margin),
        { owner: contractAccount(position.userId), bucket: 'frozen' },
        { owner: contractAccount(position.userId), bucket: 'available' },
      ),
      ...feeLegs(position, false),
    ],
  };
}

/** `payout` is what the user gets back: closingPayout(margin, profit), 0 for a liquidation. */
export function closeMovement(position: PositionMoney, payout: DecimalString): Movement {
  const margin = canonicalNumeric(position.margin);
  const currency = position.quoteCoin;
  const user = contractAccount(position.userId);
  const legs: Leg[] = [{ owner: user, bucket: 'frozen', currency, amount: negate(margin) }];
  // The ledger refuses legs that move nothing: no payout leg after a liquidation, no counterparty leg at par.
  if (!isZero(payout)) legs.push({ owner: user, bucket: 'available', currency, amount: payout });
  const toCounterparty = sub(margin, payout);
  if (!isZero(toCounterparty)) {
    legs.push({
      owner: systemAccount('counterparty'),
      bucket: 'available',
      currency,
      amount: toCounterparty,
    });
  }
  return {
    kind: contractMovementKind,
    reference: `contract:${position.id}:close`,
    userId: position.userId,
    legs,
  };
}
