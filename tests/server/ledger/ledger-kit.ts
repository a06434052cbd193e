/** What the ledger tests share: a bare user row for the accounts to belong to, and a credit from the adjustments. */
import type { Database } from '../../../src/server/db/client';
import { users } from '../../../src/server/db/schema';
import { moveLegs, systemAccount, userAccount } from '../../../src/server/ledger/ledger';
import type { AccountType, Movement } from '../../../src/server/ledger/ledger-types';

/** Inserts a user row (no session, no password) and answers its id; `label` must be new in the database. */
export async function insertUser(db: Database, label: string): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ uid: `U${label}`, email: `${label}@example.test`, passwordHash: 'x', invitationCode: label })
    .returning({ id: users.id });
  return row!.id;
}

/** An adjustment crediting `amount` USDT from the adjustments account to the user's account of that type. */
export function adjustmentCredit(
  userId: number,
  accountType: AccountType,
  amount: string,
  reference: string,
): Movement {
  return {
    kind: 'adjustment',
    reference,
    userId,
    legs: moveLegs(
      'USDT',
      amount,
      { owner: systemAccount('adjustments'), bucket: 'available' },
      { owner: userAccount(userId, accountType), bucket: 'available' },
    ),
  };
}
