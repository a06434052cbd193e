// Proves login stores the session and loads the profile into the store and session storage, a reload restores it, and logout forgets the user (storage, session storage, cached private data) online, on a failed network and offline.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, logout } from '../../../../src/client/lib/account/account-actions';
import { restoreProfile } from '../../../../src/client/lib/account/user-profile';
import { cacheDatabase, flushCacheWrites, writeCacheEntry } from '../../../../src/client/lib/cache/cache-db';
import { warmedEntry, warmFirstScreen } from '../../../../src/client/lib/cache/warm-start';
import { connectivityStore } from '../../../../src/client/lib/connectivity/connectivity-store';
import { i18n } from '../../../../src/client/lib/i18n/i18n';
import { sessionProfileKey } from '../../../../src/client/lib/session/session-profile';
import { clearSession, sessionStore } from '../../../../src/client/lib/session/session-store';
import { storageKeys } from '../../../../src/client/lib/session/storage-keys';
import { fakeServer, ok } from './fake-server';
import type { UserInfo } from '../../../../src/common/user-types';
import { userInfoAnswer } from '../../support/account-answers';
import { clearDeviceCache } from '../../support/device-cache';

const info: UserInfo = {
  email: 'ada@example.com',
  icon: '/avatars/ada.png',
  uid: '100042',
  auth: 2,
  invitationCode: 'ADA7Q2',
  assetsPwd: true,
};

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  connectivityStore.set({ browserOnline: true, lastRequestFailed: false });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  clearSession();
  window.sessionStorage.clear();
  await clearDeviceCache();
});

async function logInAsAda() {
  const server = fakeServer({
    '/user/login': ok({ userId: 'u-42', token: 'tok-42' }, 'login success'),
    '/user/info': userInfoAnswer(info),
    '/user/logout': ok(null),
  });
  const message = await login(' Ada@Example.com ', 'secret-pass');
  return { server, message };
}

describe('login', () => {
  it('stores token, user id and login flag, then fetches the profile into the store and session storage', async () => {
    const { server, message } = await logInAsAda();
    expect(message).toBe('login success');
    expect(server.paths()).toEqual(['/user/login', '/user/info']);
    expect(server.requestTo('/user/info')?.headers.get('token')).toBe('tok-42');

    expect(window.localStorage.getItem(storageKeys.userToken)).toBe('tok-42');
    expect(window.localStorage.getItem(storageKeys.userId)).toBe('u-42');
    expect(window.localStorage.getItem(storageKeys.isLogin)).toBe('1');
    expect(sessionStore.get()).toMatchObject({
      isLogin: true,
      token: 'tok-42',
      userId: 'u-42',
      email: 'ada@example.com',
      avatar: '/avatars/ada.png',
      uid: '100042',
      authen: 2,
      invitationCode: 'ADA7Q2',
      isAssert: true,
    });
    expect(JSON.parse(window.sessionStorage.getItem(sessionProfileKey) ?? 'null')).toMatchObject({
      userId: 'u-42',
      email: 'ada@example.com',
      uid: '100042',
    });
  });

  it('rejects with the server’s message and stores nothing when the server refuses', async () => {
    fakeServer({
      '/user/login': { code: 0, data: null, msg: 'Wrong email or password', error: 'LOGIN_FAILED' },
    });
    await expect(login('ada@example.com', 'bad-pass')).rejects.toMatchObject({
      message: 'Wrong email or password',
      errorCode: 'LOGIN_FAILED',
    });
    expect(sessionStore.get().isLogin).toBe(false);
    expect(window.localStorage.getItem(storageKeys.userToken)).toBeNull();
  });

  it("saves the profile as Me's first screen reads it, so Me's next start in any tab draws it at once", async () => {
    await logInAsAda();
    await flushCacheWrites();
    const key = 'user:info:u-42';
    expect(JSON.parse(window.localStorage.getItem(storageKeys.firstScreenKeys) ?? '{}')).toMatchObject({
      '/me': [key],
    });
    expect((await (await cacheDatabase()).entries.get(key))?.value).toMatchObject({ email: info.email });
    // A new tab at Me: nothing in session storage, the copy taken at start is the user's profile.
    window.sessionStorage.clear();
    expect(warmFirstScreen('/me')).toBe(true);
    expect(warmedEntry<UserInfo>(key, 'u-42')?.value).toEqual(info);
    expect(warmedEntry(key, 'u-7')).toBeUndefined();
  });

  it('restores the saved profile after a reload, but only for the same user', async () => {
    await logInAsAda();
    sessionStore.set({ email: '', uid: '', avatar: '' }); // what a fresh page load starts with
    expect(restoreProfile()).toBe(true);
    expect(sessionStore.get()).toMatchObject({ email: 'ada@example.com', uid: '100042' });

    sessionStore.set({ userId: 'someone-else', email: '' });
    expect(restoreProfile()).toBe(false);
    expect(sessionStore.get().email).toBe('');
  });
});

describe('logout', () => {
  async function seedCache() {
    const entry = (key: string, userId: string) => ({ key, value: key, savedAtMs: 1, userId });
    await writeCacheEntry(entry('assets:u-42', 'u-42'));
    await writeCacheEntry(entry('kyc:u-42', 'u-42'));
    await writeCacheEntry(entry('assets:u-7', 'u-7'));
    await writeCacheEntry(entry('market:tickers:USDT', ''));
  }

  async function expectForgotten() {
    expect(sessionStore.get()).toMatchObject({
      isLogin: false,
      token: '',
      userId: '',
      email: '',
      avatar: '',
      uid: '',
    });
    for (const key of [storageKeys.userToken, storageKeys.userId, storageKeys.isLogin]) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(window.sessionStorage.getItem(sessionProfileKey)).toBeNull();
    const keys = (await (await cacheDatabase()).entries.toArray()).map((entry) => entry.key).sort();
    expect(keys).toEqual(['assets:u-7', 'market:tickers:USDT']);
  }

  it('tells the server with the token, then forgets the user and only their cached data', async () => {
    const { server } = await logInAsAda();
    await seedCache();
    await logout();
    expect(server.paths().at(-1)).toBe('/user/logout');
    expect(server.requestTo('/user/logout')?.headers.get('token')).toBe('tok-42');
    await expectForgotten();
  });

  it('forgets the user even when the logout call fails on the network', async () => {
    const { server } = await logInAsAda();
    await seedCache();
    server.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(logout()).resolves.toBeUndefined();
    await expectForgotten();
  });

  it('forgets the user offline without trying the network', async () => {
    const { server } = await logInAsAda();
    await seedCache();
    connectivityStore.set({ browserOnline: false });
    const callsBefore = server.fetch.mock.calls.length;
    await logout();
    expect(server.fetch.mock.calls.length).toBe(callsBefore);
    await expectForgotten();
  });
});
