// Proves the start-up step restores the saved profile (with the unread-message count) at once, refreshes it in the background when signed in and online, and loads the platform email at the first idle moment (falling back to the saved one offline).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAccount } from '../../../../src/client/lib/account/account-startup';
import { loadPlatformEmail } from '../../../../src/client/lib/account/platform-email';
import { connectivityStore } from '../../../../src/client/lib/connectivity/connectivity-store';
import { i18n } from '../../../../src/client/lib/i18n/i18n';
import { saveProfile } from '../../../../src/client/lib/session/session-profile';
import { clearSession, sessionStore, startSession } from '../../../../src/client/lib/session/session-store';
import { fakeServer, ok } from './fake-server';
import type { UserInfo } from '../../../../src/common/user-types';
import { userInfoAnswer } from '../../support/account-answers';
import { clearDeviceCache } from '../../support/device-cache';

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  connectivityStore.set({ browserOnline: true, lastRequestFailed: false });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  clearSession();
  sessionStore.set({ platformEmail: '' });
  window.sessionStorage.clear();
  await clearDeviceCache();
});

const info: UserInfo = {
  email: 'new@example.com',
  icon: '',
  uid: '7',
  auth: 1,
  invitationCode: 'Q7',
  assetsPwd: true,
  unreadMessages: 4,
};

describe('startAccount', () => {
  it('restores the profile at once, then refreshes it and the platform email', async () => {
    const server = fakeServer({
      '/user/info': userInfoAnswer(info),
      '/paramter/getConfigByName': ok({ paramName: 'customer_service_email', valueName: 'help@petrel.test' }),
    });
    startSession('u-7', 'tok-7');
    saveProfile({
      userId: 'u-7',
      email: 'old@example.com',
      avatar: '',
      invitationCode: 'Q7',
      isAssert: false,
      authen: 0,
      uid: '7',
      unreadMessages: 2,
    });
    startAccount();
    expect(sessionStore.get()).toMatchObject({ email: 'old@example.com', unreadMessages: 2 });
    // The unread badge's count comes with user info: no request of its own.
    await vi.waitFor(() =>
      expect(sessionStore.get()).toMatchObject({ email: 'new@example.com', authen: 1, unreadMessages: 4 }),
    );
    await vi.waitFor(() => expect(sessionStore.get().platformEmail).toBe('help@petrel.test'));
    expect(server.paths().sort()).toEqual(['/paramter/getConfigByName', '/user/info']);
  });

  it("loads the platform email only at the browser's idle moment, not beside the first screen's render", async () => {
    const server = fakeServer({
      '/paramter/getConfigByName': ok({ paramName: 'customer_service_email', valueName: 'help@petrel.test' }),
    });
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    startAccount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.paths()).toEqual([]);
    expect(idle).toHaveLength(1);
    idle[0]!();
    await vi.waitFor(() => expect(sessionStore.get().platformEmail).toBe('help@petrel.test'));
    expect(server.paths()).toEqual(['/paramter/getConfigByName']);
    // The browser's later idle moments: the device cache's batch of the saved address waits for one, and a batch
    // left waiting would hold every later save of the module (the next test's) behind it.
    while (idle.length > 1) idle.splice(1, 1)[0]!();
  });

  it('asks nothing about a visitor, and keeps the saved platform email offline', async () => {
    const server = fakeServer({
      '/paramter/getConfigByName': ok({ paramName: 'customer_service_email', valueName: 'help@petrel.test' }),
    });
    await loadPlatformEmail();
    sessionStore.set({ platformEmail: '' });
    connectivityStore.set({ browserOnline: false });
    startAccount();
    await vi.waitFor(() => expect(sessionStore.get().platformEmail).toBe('help@petrel.test'));
    expect(server.paths()).toEqual(['/paramter/getConfigByName']);
  });
});
