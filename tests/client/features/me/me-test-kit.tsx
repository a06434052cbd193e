/** Shared helpers of the profile tests: render with i18n, sign a user in, and answer fetch by path (fake-fetch.ts). */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { connectivityStore } from '../../../../src/client/lib/connectivity/connectivity-store';
import { sessionStore } from '../../../../src/client/lib/session/session-store';

export function renderScreen(screen: ReactElement) {
  return render(<I18nProvider i18n={i18n}>{screen}</I18nProvider>);
}

let userCounter = 0;

/** Signs in a fresh user each time, so saved answers of one test never show up in another. */
export function signIn(profile: Partial<ReturnType<typeof sessionStore.get>> = {}): string {
  userCounter += 1;
  const userId = `u-${Date.now()}-${userCounter}`;
  sessionStore.set({
    isLogin: true,
    userId,
    token: `tok-${userId}`,
    email: '',
    avatar: '',
    uid: '',
    invitationCode: '',
    isAssert: false,
    authen: 0,
    ...profile,
  });
  return userId;
}

export function setOnline(online: boolean): void {
  connectivityStore.set({ browserOnline: online, lastRequestFailed: false });
}

// The fetch stub lives apart from React, so the server's contract test can call the very same fake answers.
export { envelope, failure, routeFetch, type Handler } from '../../support/fake-fetch';
