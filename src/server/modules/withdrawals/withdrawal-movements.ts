/**
 * The three ledger movements of a withdrawal, as plain data: the freeze at submission, the settlement when an
 * operator approves (the frozen amount leaves: what arrives to the withdrawals account, the fee to the fees
 * account) and the release when an operator rejects (frozen back to available). Each reference carries the
 * withdrawal's id, so a replay of any of them applies once.
 */
import { isZero } from '../../../common/decimal';
import { moveLegs, systemAccount, userAccount } from '../../ledger/ledger';
import { negate } from '../../ledger/ledger-amounts';
import { accountTypes, type Leg, type Movement } from '../../ledger/ledger-types';
import { canonicalNumeric } from '../../lib/row-values';

export const withdrawalKind = 'withdrawal';

export interface WithdrawalAmounts {
  id: number;
  userId: number;
  currency: string;
  amount: string;
  fee: string;
  realarrive: string;
}

/** Amounts as the ledger wants them: canonical decimal text ("1.5", never "1.50000000" as numeric may read). */

const coinAccount = (userId: number) => userAccount(userId, accountTypes.coin);

export function freezeMovement(w: WithdrawalAmounts): Movement {
  return {
    kind: withdrawalKind,
    reference: `withdrawal:${w.id}:freeze`,
    userId: w.userId,
    legs: moveLegs(
      w.currency,
      canonicalNumeric(w.amount),
      { owner: coinAccount(w.userId), bucket: 'available' },
      { owner: coinAccount(w.userId), bucket: 'frozen' },
    ),
  };
}

export function settleMovement(w: WithdrawalAmounts): Movement {
  const fee = canonicalNumeric(w.fee);
  const legs: Leg[] = [
    {
      owner: coinAccount(w.userId),
      bucket: 'frozen',
      currency: w.currency,
      amount: negate(canonicalNumeric(w.amount)),
    },
    {
      owner: systemAccount('withdrawals'),
      bucket: 'available',
      currency: w.currency,
      amount: canonicalNumeric(w.realarrive),
    },
  ];
  // A free withdrawal has no fee leg: the ledger refuses legs that move nothing.
  if (!isZero(fee)) {
    legs.push({ owner: systemAccount('fees'), bucket: 'available', currency: w.currency, amount: fee });
  }
  return { kind: withdrawalKind, reference: `withdrawal:${w.id}:settle`, userId: w.userId, legs };
}

export function releaseMovement(w: WithdrawalAmounts, reason: string): Movement {
  return {
    kind: withdrawalKind,
    reference: `withdrawal:${w.id}:release`,
    userId: w.userId,
    memo: reason,
    legs: moveLegs(
      w.currency,
      canonicalNumeric(w.amount),
      { owner: coinAccount(w.userId), bucket: 'frozen' },
      { owner: coinAccount(w.userId), bucket: 'available' },
    ),
  };
}
