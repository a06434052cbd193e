// Proves each private screen's login prompt says what that screen is for: every private route has its own title and
// purpose, a visitor's Assets tab is titled Assets (not Account), and the prompt speaks the user's language.
import { i18n } from '@lingui/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loginGates } from '../../../src/client/app/login-gates';
import { PrivateRoute } from '../../../src/client/app/private-route';
import { routes } from '../../../src/client/app/routes';
import { activateLocale } from '../../../src/client/lib/i18n/i18n';
import { renderScreen } from '../features/me/me-test-kit';
import { shownText } from '../../support/shown-text';

const privatePaths = routes.filter((route) => route.private).map((route) => route.path);

function visit(hash: string, routePath: string) {
  window.history.replaceState(null, '', `/mobile/#${hash}`);
  return renderScreen(
    <PrivateRoute path={routePath}>
      <p>The private screen</p>
    </PrivateRoute>,
  );
}

const headerTitle = () => within(screen.getByRole('banner')).getByRole('heading').textContent;

afterEach(cleanup);
afterAll(() => activateLocale('en-US'));

describe('the login gates', () => {
  it('give every private route a title and a purpose of its own', () => {
    expect(privatePaths.length).toBeGreaterThan(20);
    expect(Object.keys(loginGates).sort()).toEqual([...privatePaths].sort());
    const purposes = Object.entries(loginGates).map(([, gate]) => gate.purpose.id);
    // Only the two accounts of the Assets tab and the two steps of adding an address share one.
    expect(new Set(purposes).size).toBe(purposes.length - 2);
  });

  it('title the visitor’s Assets tab Assets and say what the screen holds', async () => {
    await activateLocale('en-US');
    visit('/account/assert/1', '/account/assert/1');
    await screen.findByTestId('login-required');
    expect(headerTitle()).toBe('Assets');
    expect(screen.queryByText('Account')).toBeNull();
    expect(screen.getByText(/see your coin account and contract account/)).toBeTruthy();
    expect(screen.getByText('Please login first')).toBeTruthy();
    expect(screen.queryByText('The private screen')).toBeNull();
  });

  it.each([
    ['/assert/withdrawel', 'Withdraw', /withdraw coins to an address in your address book/],
    ['/me/message', 'Messages', /read the platform's posts/],
    ['/secondContract/record', 'Timed order records', /your timed orders and how they settled/],
  ])('at %s say %s and what it is for', async (path, title, purpose) => {
    await activateLocale('en-US');
    visit(path, path);
    await screen.findByTestId('login-required');
    expect(headerTitle()).toBe(title);
    expect(screen.getByText(purpose)).toBeTruthy();
  });

  it.each([
    ['zh-CN', '资产', '币币账户'],
    ['ko-KR', '자산', '코인 계정'],
    ['ja-JP', '資産', '現物口座'],
  ] as const)('speak %s', async (locale, title, purposeWord) => {
    await activateLocale(locale);
    visit('/account/assert/2', '/account/assert/2');
    await screen.findByTestId('login-required');
    expect(shownText(headerTitle())).toBe(title);
    expect(shownText(screen.getByTestId('login-required').textContent)).toContain(purposeWord);
    expect(i18n.locale).toBe(locale);
  });
});
