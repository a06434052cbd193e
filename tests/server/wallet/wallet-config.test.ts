// Proves the wallet config call: seeded limits and deposit addresses for every listed currency and network,
// public, and that seeding again keeps what an operator changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundingPaths } from '../../../src/common/api-paths';
import { depositConfirmations, networksByCurrency } from '../../../src/common/networks';
import { walletCurrencies, type WalletConfig } from '../../../src/common/wallet-types';
import { createTestApp, postForm, servicesOf, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function config(): Promise<WalletConfig> {
  const body = (await postForm(t.app, fundingPaths.config, {})).json();
  expect(body.code).toBe(1);
  return body.data as WalletConfig;
}

describe('wallet config', () => {
  it('lists every currency with its limits, networks and a deposit address on each, without logging in', async () => {
    const { currencies } = await config();
    expect(currencies.map((entry) => entry.currency)).toEqual(walletCurrencies);
    const usdt = currencies[0]!;
    expect(usdt).toMatchObject({
      rechargeMin: '1',
      withdrawMin: '10',
      withdrawMax: '100000',
      withdrawFee: '1',
    });
    for (const entry of currencies) {
      expect(entry.networks.map((network) => network.network)).toEqual(networksByCurrency[entry.currency]);
      for (const network of entry.networks) {
        expect(network.address).not.toBe('');
        expect(network.confirmations).toBe(depositConfirmations);
      }
    }
  });

  it('keeps limits and addresses an operator set when the defaults are seeded again', async () => {
    const settings = servicesOf(t).currencySettings;
    await settings.setLimits('BTC', {
      rechargeMin: '0.001',
      withdrawMin: '0.002',
      withdrawMax: '5',
      withdrawFee: '0.0001',
    });
    await settings.setDepositAddress('BTC', 'BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
    await settings.seedDefaults();
    const btc = (await config()).currencies.find((entry) => entry.currency === 'BTC')!;
    expect(btc).toMatchObject({
      rechargeMin: '0.001',
      withdrawMin: '0.002',
      withdrawMax: '5',
      withdrawFee: '0.0001',
    });
    expect(btc.networks[0]!.address).toBe('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
  });

  it('refuses limits where the minimum exceeds the maximum or the fee eats the minimum, and bad addresses', async () => {
    const settings = servicesOf(t).currencySettings;
    const base = { rechargeMin: '1', withdrawMin: '10', withdrawMax: '100', withdrawFee: '1' };
    await expect(settings.setLimits('USDT', { ...base, withdrawMax: '5' })).rejects.toMatchObject({
      code: 'FIELD_INVALID',
    });
    await expect(settings.setLimits('USDT', { ...base, withdrawFee: '10' })).rejects.toMatchObject({
      code: 'FIELD_INVALID',
    });
    await expect(settings.setLimits('USDT', { ...base, withdrawMin: '0.1234567891' })).rejects.toMatchObject({
      code: 'FIELD_INVALID',
    });
    await expect(settings.setLimits('NOPE', base)).rejects.toMatchObject({ code: 'FIELD_INVALID' });
    await expect(
      settings.setDepositAddress('USDT', 'BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'),
    ).rejects.toMatchObject({
      code: 'FIELD_INVALID',
    });
    await expect(
      settings.setDepositAddress('USDT', 'ERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'),
    ).rejects.toMatchObject({
      code: 'FIELD_INVALID',
    });
    const usdt = (await config()).currencies[0]!;
    expect(usdt).toMatchObject({ withdrawMin: '10', withdrawMax: '100000', withdrawFee: '1' });
  });
});
