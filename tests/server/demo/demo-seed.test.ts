// Proves the demo seed: the account logs in with its published credentials, is KYC-verified with two real PNG images, has a working trade password and its opening balances, and seeding twice changes nothing.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths, walletPaths } from '../../../src/common/api-paths';
import { users } from '../../../src/server/db/schema';
import { sniffImageType } from '../../../src/server/uploads/image-type';
import {
  demoAccount,
  demoOpeningBalances,
  seedDemoAccount,
} from '../../../src/server/modules/demo/demo-seed';
import type { AccountServices } from '../../../src/server/services';
import { createTestApp, postAs, postForm, servicesOf, type TestApp } from '../support/test-app';

let t: TestApp;
let services: AccountServices;
beforeAll(async () => {
  t = await createTestApp();
  services = servicesOf(t);
});
afterAll(() => t.close());

describe('the demo account', () => {
  it('is created once, verified, with a trade password, and logs in with the published credentials', async () => {
    expect(demoAccount).toMatchObject({
      email: 'demo@petrel.exchange',
      password: 'Petrel2026',
      tradePassword: '246810',
    });
    expect(await seedDemoAccount(services.auth, services.kyc, services.wallet)).toBe(true);
    expect(await seedDemoAccount(services.auth, services.kyc, services.wallet)).toBe(false);
    const [rows] = await t.database.handle.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, demoAccount.email));
    expect(rows?.n).toBe(1);

    const login = await postForm(t.app, userPaths.login, {
      account: demoAccount.email,
      password: demoAccount.password,
    });
    expect(login.json().code).toBe(1);
    const { token, userId } = login.json().data;
    const info = (await postAs(t.app, userPaths.info, token)).json().data;
    expect(info).toMatchObject({ email: demoAccount.email, auth: 2, assetsPwd: true, icon: '' });

    const kyc = (await postAs(t.app, userPaths.kycInfo, token)).json().data;
    expect(kyc).toMatchObject({ status: 2, realName: demoAccount.realName });
    for (const fileId of [kyc.frontFileId, kyc.backFileId]) {
      const image = await t.app.inject({
        method: 'GET',
        url: userPaths.file.replace(':fileId', fileId),
        headers: { token },
      });
      expect(image.headers['content-type']).toBe('image/png');
      expect(sniffImageType(image.rawPayload)).toBe('image/png');
    }
    await expect(
      services.auth.verifyTradePassword(Number(userId), demoAccount.tradePassword),
    ).resolves.toBeUndefined();
  });

  it('starts with its opening balances in the coin account, credited once however often the seed runs', async () => {
    await seedDemoAccount(services.auth, services.kyc, services.wallet);
    const login = await postForm(t.app, userPaths.login, {
      account: demoAccount.email,
      password: demoAccount.password,
    });
    const assets = (await postAs(t.app, walletPaths.assets, login.json().data.token, { type: '1' })).json();
    const held = Object.fromEntries(
      assets.data.list
        .filter((entry: { availableCurrency: string }) => entry.availableCurrency !== '0')
        .map((entry: { currencyName: string; availableCurrency: string }) => [
          entry.currencyName,
          entry.availableCurrency,
        ]),
    );
    expect(held).toEqual(Object.fromEntries(demoOpeningBalances));
  });
});
