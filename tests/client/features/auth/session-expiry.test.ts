// Proves code -2 forgets the user exactly like logout (storage, session storage, cached private data), shows the server's message and opens login with the current path as redirect, once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installSessionExpiry } from '../../../../src/client/app/session-expiry';
import { cacheDatabase, writeCacheEntry } from '../../../../src/client/lib/cache/cache-db';
import { connectivityStore } from '../../../../src/client/lib/connectivity/connectivity-store';
import { readCode } from '../../../../src/client/lib/http/envelope-calls';
import { i18n } from '../../../../src/client/lib/i18n/i18n';
import { notifyStore } from '../../../../src/client/lib/notify/notify-store';
import { saveProfile, sessionProfileKey } from '../../../../src/client/lib/session/session-profile';
import { clearSession, sessionStore, startSession } from '../../../../src/client/lib/session/session-store';
import { storageKeys } from '../../../../src/client/lib/session/storage-keys';
import { fakeServer } from '../../lib/account/fake-server';
import { clearDeviceCache } from '../../support/device-cache';

const expired = {
  code: -2,
  data: null,
  msg: 'Your session has ended. Please log in again.',
  error: 'SESSION_INVALID',
};

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  connectivityStore.set({ browserOnline: true, lastRequestFailed: false });
  installSessionExpiry();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  clearSession();
  window.sessionStorage.clear();
  notifyStore.set({ current: null });
  await clearDeviceCache();
});

describe('session expiry', () => {
  it('forgets the user and opens login with the current path as redirect', async () => {
    fakeServer({ '/user/kyc/info': expired });
    startSession('u-9', 'tok-9');
    saveProfile({
      userId: 'u-9',
      email: 'e@x.io',
      avatar: '',
      invitationCode: '',
      isAssert: false,
      authen: 0,
      uid: '9',
      unreadMessages: 0,
    });
    await writeCacheEntry({ key: 'kyc:u-9', value: 1, savedAtMs: 1, userId: 'u-9' });
    window.history.replaceState(null, '', '/mobile/#/me/verify');

    await expect(readCode('/user/kyc/info', {})).rejects.toMatchObject({ kind: 'session' });

    expect(window.location.hash).toBe(`#/login?redirect=${encodeURIComponent('/me/verify')}`);
    expect(notifyStore.get().current).toMatchObject({ kind: 'error', message: expired.msg });
    expect(sessionStore.get()).toMatchObject({ isLogin: false, token: '', userId: '' });
    expect(window.localStorage.getItem(storageKeys.userToken)).toBeNull();
    expect(window.sessionStorage.getItem(sessionProfileKey)).toBeNull();
    await vi.waitFor(async () => expect(await (await cacheDatabase()).entries.count()).toBe(0));
  });

  it('does nothing for a session that is already gone', async () => {
    fakeServer({ '/user/logout': expired });
    window.history.replaceState(null, '', '/mobile/#/home');
    await expect(readCode('/user/logout', {})).rejects.toMatchObject({ kind: 'session' });
    expect(window.location.hash).toBe('#/home');
    expect(notifyStore.get().current).toBeNull();
  });
});
