/**
 * Users who may withdraw, for withdrawal tests: registered, with a trade password set through the app's own call,
 * and identity verified the way the demo seed does it (a verified submission without review). Also a valid address
 * per network and a shortcut to save one.
 */
import { expect } from 'vitest';
import { fundingPaths, userPaths } from '../../../src/common/api-paths';
import type { WithdrawalAddress } from '../../../src/common/wallet-types';
import { registerUser, testPassword, verifyIdentityForTests } from './accounts';
import { postAs, postForm, type TestApp } from './test-app';

export const testTradePassword = '246810';

/** Addresses that pass their network's format. */
export const sampleAddresses = {
  TRC20: 'TSm5iFmEEAQksLr7ugbr6Hxyuf1GSfLbWu',
  ERC20: '0x852ce2af7baf684216e49ae5d2558974e18b82ab',
  BTC: 'bc1qlq3rgyksguvvkm7290kjgsurtqckvtamxknwtr',
  EOS: 'petrelwallet',
} as const;

export async function setTradePassword(t: TestApp, token: string, tradePassword = testTradePassword) {
  const set = await postAs(t.app, userPaths.setTransactionPwd, token, {
    assetsPwd: tradePassword,
    confirmPwd: tradePassword,
    password: testPassword,
  });
  expect(set.json().code).toBe(1);
}

/** Verifies a user registered unverified (see registerUser). */
export const verifyIdentity = verifyIdentityForTests;

/** A registered user; by default verified and with the test trade password. */
export async function withdrawingUser(
  t: TestApp,
  options: { verified?: boolean; tradePassword?: boolean } = {},
) {
  const user = await registerUser(t, undefined, undefined, undefined, { verified: options.verified ?? true });
  const id = Number(user.userId);
  if (options.tradePassword ?? true) await setTradePassword(t, user.token);
  return { ...user, id };
}

export async function saveAddress(
  t: TestApp,
  token: string,
  form: Record<string, string> = { currency: 'USDT', network: 'TRC20', address: sampleAddresses.TRC20 },
): Promise<WithdrawalAddress> {
  const body = (await postAs(t.app, fundingPaths.addressSave, token, form)).json();
  expect(body.code).toBe(1);
  return body.data as WithdrawalAddress;
}

/**
 * Saves an address (USDT on TRC20 unless `addressForm` says otherwise) and asks to withdraw `amount` to it with the
 * test trade password; expects the request to be accepted and answers its id and the address.
 */
export async function submitWithdrawal(
  t: TestApp,
  token: string,
  amount: string,
  addressForm?: Record<string, string>,
): Promise<{ id: string; address: string }> {
  const address = await saveAddress(t, token, addressForm);
  const answer = await postForm(
    t.app,
    fundingPaths.withdrawSubmit,
    { addressId: address.id, amount, tradePwd: testTradePassword },
    undefined,
    { token },
  );
  expect(answer.json().code, answer.body).toBe(1);
  return { id: answer.json().data.id as string, address: address.address };
}
