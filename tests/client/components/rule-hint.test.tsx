// Proves a password hint taken from the error table waits for the table's catalog part: a fresh /register or
// /me/safety shows it in the user's language and never asks Lingui for a message its loaded catalogs lack. Such a
// message is what a production build logs as "Uncompiled message detected!" and shows in English meanwhile; here
// (where Lingui compiles on the fly and stays quiet) Lingui's "missing" event reports it.
import { i18n } from '@lingui/core';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '../../../src/common/locales';
import { userPaths } from '../../../src/common/api-paths';
import RegisterScreen from '../../../src/client/features/auth/register-screen';
import SafetyScreen from '../../../src/client/features/security/safety-screen';
import { activateLocale, catalogPartsStore } from '../../../src/client/lib/i18n/i18n';
import { renderScreen, routeFetch, signIn } from '../features/me/me-test-kit';
import { clearSession } from '../../../src/client/lib/session/session-store';
import { answer } from '../support/fake-fetch';
import { userInfoAnswer } from '../support/account-answers';
import { readCatalog } from '../../common/support/po-catalogs';
import { shownTextNormalizer } from '../support/shown-text';

/** A fresh visit in `locale`: its interface catalog active, the error table's part not loaded yet. */
async function freshVisit(locale: Locale, hash: string) {
  await activateLocale(locale);
  const { messages } = (await import(`../../../locales/${locale}/errors.ts`)) as {
    messages: Record<string, unknown>;
  };
  for (const id of Object.keys(messages)) delete i18n.messages[id];
  catalogPartsStore.set({ loaded: [] });
  window.history.replaceState(null, '', `/mobile/${hash}`);
  const missing: string[] = [];
  stopListening = i18n.on('missing', ({ id }) => missing.push(id));
  return missing;
}

let stopListening = () => {};

afterEach(() => {
  stopListening();
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});
afterAll(() => activateLocale('en-US'));

describe.each(locales)('in %s', (locale) => {
  const rule = readCatalog(locale, 'errors').get('error.password_rule') ?? '';

  it('a fresh /register shows the password rule in its language, with no uncompiled message', async () => {
    const missing = await freshVisit(locale, '#/register');
    expect(screen.queryByText(rule)).toBeNull();
    renderScreen(<RegisterScreen />);
    expect(await screen.findByText(rule, { normalizer: shownTextNormalizer })).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('a fresh /me/safety shows it too, with no uncompiled message', async () => {
    const missing = await freshVisit(locale, '#/me/safety');
    signIn();
    routeFetch({
      [userPaths.info]: () => answer(userInfoAnswer({ email: 'jane@example.com', assetsPwd: true })),
    });
    renderScreen(<SafetyScreen />);
    expect(await screen.findByText(rule, { normalizer: shownTextNormalizer })).toBeTruthy();
    expect(missing).toEqual([]);
  });
});
