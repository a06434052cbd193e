/**
 * The three ledger movements of a launchpad subscription, as plain data (docs/ledger.md "Launchpad"). Each
 * reference names the subscription, so a replay of any of them applies once. Everything happens in the user's coin
 * account (type 1); the `launchpad` system account is the seller: it receives the USDT paid and gives the coin
 * allocated, so its coin balance goes negative by exactly the coins sold (system accounts may).
 */
import { isZero, type DecimalString } from '../../../common/decimal';
import { moveLegs, systemAccount, userAccount } from '../../ledger/ledger';
import { negate } from '../../ledger/ledger-amounts';
import { accountTypes, type Leg, type Movement } from '../../ledger/ledger-types';

export const launchpadKind = 'launchpad';
/** The currency a sale is paid in. */
export const launchpadQuote = 'USDT';

const coinAccount = (userId: number) => userAccount(userId, accountTypes.coin);
const seller = systemAccount('launchpad');

export const joinReference = (subscriptionId: number) => `launchpad:${subscriptionId}:join`;
export const allocateReference = (subscriptionId: number) => `launchpad:${subscriptionId}:allocate`;
export const releaseReference = (subscriptionId: number) => `launchpad:${subscriptionId}:release`;

/** Joining: the cost moves from the user's available USDT to their frozen USDT. */
export function joinMovement(s: { id: number; userId: number; coin: string; cost: DecimalString }): Movement {
  return {
    kind: launchpadKind,
    reference: joinReference(s.id),
    userId: s.userId,
    memo: s.coin,
    legs: moveLegs(
      launchpadQuote,
      s.cost,
      { owner: coinAccount(s.userId), bucket: 'available' },
      { owner: coinAccount(s.userId), bucket: 'frozen' },
    ),
  };
}

export interface AllocatedSubscription {
  id: number;
  userId: number;
  coin: string;
  cost: DecimalString;
  allocated: DecimalString;
  paid: DecimalString;
  refunded: DecimalString;
}

/**
 * Allocation: the frozen cost leaves the user's frozen USDT, split into what the seller is paid and what comes back
 * to the user's available USDT; the seller gives the allocated coin into the user's FROZEN coin (locked until the
 * release). Legs of zero are left out (the ledger refuses them): nothing paid, nothing refunded, nothing allocated.
 */
export function allocateMovement(s: AllocatedSubscription): Movement {
  const legs: Leg[] = [
    { owner: coinAccount(s.userId), bucket: 'frozen', currency: launchpadQuote, amount: negate(s.cost) },
  ];
  if (!isZero(s.paid)) {
    legs.push({ owner: seller, bucket: 'available', currency: launchpadQuote, amount: s.paid });
  }
  if (!isZero(s.refunded)) {
    legs.push({
      owner: coinAccount(s.userId),
      bucket: 'available',
      currency: launchpadQuote,
      amount: s.refunded,
    });
  }
  if (!isZero(s.allocated)) {
    legs.push(
      ...moveLegs(
        s.coin,
        s.allocated,
        { owner: seller, bucket: 'available' },
        { owner: coinAccount(s.userId), bucket: 'frozen' },
      ),
    );
  }
  return { kind: launchpadKind, reference: allocateReference(s.id), userId: s.userId, memo: s.coin, legs };
}

/** Release at the end of the lock-up: the allocated coin moves from frozen to available. */
export function releaseMovement(s: {
  id: number;
  userId: number;
  coin: string;
  allocated: DecimalString;
}): Movement {
  return {
    kind: launchpadKind,
    reference: releaseReference(s.id),
    userId: s.userId,
    memo: s.coin,
    legs: moveLegs(
      s.coin,
      s.allocated,
      { owner: coinAccount(s.userId), bucket: 'frozen' },
      { owner: coinAccount(s.userId), bucket: 'available' },
    ),
  };
}
