/** Money for wallet tests: credits through the ledger from the operator-adjustment account, as the ops CLI will. */
import { moveLegs, systemAccount, userAccount } from '../../../src/server/ledger/ledger';
import { accountTypes, type AccountType } from '../../../src/server/ledger/ledger-types';
import { servicesOf, type TestApp } from './test-app';

let creditCount = 0;

export async function creditUser(
  t: TestApp,
  userId: number | string,
  currency: string,
  amount: string,
  accountType: AccountType = accountTypes.coin,
): Promise<void> {
  const { ledger } = servicesOf(t);
  creditCount += 1;
  await t.database.handle.db.transaction((tx) =>
    ledger.post(tx, {
      kind: 'adjustment',
      reference: `test:credit:${userId}:${creditCount}:${Date.now()}`,
      userId: Number(userId),
      legs: moveLegs(
        currency,
        amount,
        { owner: systemAccount('adjustments'), bucket: 'available' },
        { owner: userAccount(Number(userId), accountType), bucket: 'available' },
      ),
    }),
  );
}
