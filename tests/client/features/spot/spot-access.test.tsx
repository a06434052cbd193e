// Proves who can do what on the spot trade screen: a visitor sees the market and the login prompt in place of the order button (and no private call is made), and offline the saved orders stay on screen with their age while placing and cancelling are disabled with the reason.
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { spotPaths, walletPaths } from '../../../../src/common/api-paths';
import { resetDrafts } from '../../../../src/client/components/form/form-draft';
import { spotCacheKeys } from '../../../../src/client/features/spot/spot-queries';
import { forgetUser } from '../../../../src/client/lib/account/forget-user';
import { cacheDatabase } from '../../../../src/client/lib/cache/cache-db';
import { forgetRememberedAnswers } from '../../../../src/client/lib/cache/use-cached-query';
import { clearSession } from '../../../../src/client/lib/session/session-store';
import { setOnline, signIn } from '../me/me-test-kit';
import { page, priceField, renderTradeAt, serveSpot, spotOrder, submit, typeOrder } from './spot-kit';
import { clearDeviceCache } from '../../support/device-cache';

vi.mock('../../../../src/client/lib/chart/candle-chart', async () => (await import('./spot-kit')).chartStub);

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(async () => {
  await clearDeviceCache();
  resetDrafts();
  setOnline(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SpotScreen for a visitor', () => {
  it('shows the market and the login prompt instead of placing, and reads nothing private', async () => {
    clearSession();
    const server = serveSpot({});
    renderTradeAt('currency=ETH&baseCurrency=USDT');
    expect(await screen.findByTestId('compact-book')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('compact-asks')).getAllByRole('button')[4]!);
    expect(((await screen.findByLabelText('Price (USDT)')) as HTMLInputElement).value).toBe('101.00');
    const prompt = screen.getByTestId('spot-login-prompt');
    expect(prompt.textContent).toContain('Please login first');
    expect(within(prompt).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `#/login?redirect=${encodeURIComponent('/action/trade?currency=ETH&baseCurrency=USDT')}`,
    );
    expect(screen.queryByTestId('spot-submit')).toBeNull();
    expect(screen.queryByTestId('spot-records-link')).toBeNull();
    expect(screen.getByText('Log in to see your orders.')).toBeTruthy();
    await act(async () => fireEvent.submit(screen.getByTestId('spot-order-form')));
    const paths = server.pathsCalled();
    expect(paths).not.toContain(walletPaths.assets);
    expect(paths).not.toContain(spotPaths.list);
    expect(paths).not.toContain(spotPaths.place);
  });
});

describe('SpotScreen offline', () => {
  it('keeps the saved orders on screen with their age and disables every order button with the reason', async () => {
    const userId = signIn();
    const server = serveSpot({ orders: (form) => page(form.get('status') === '0' ? [spotOrder()] : []) });
    const view = renderTradeAt();
    await screen.findByTestId('spot-current-orders');
    await waitFor(() => expect(screen.getByTestId('spot-available').textContent).toContain('1,000'));
    const savedKey = spotCacheKeys.currentOrders(userId, 'btcusdt');
    await waitFor(async () =>
      expect(await (await cacheDatabase()).entries.get(savedKey)).toMatchObject({ userId }),
    );
    view.unmount();
    // The next screen reads the device's copy, not this session's memory.
    forgetRememberedAnswers(userId);

    act(() => setOnline(false));
    const callsBefore = server.calls.length;
    renderTradeAt();
    const current = await screen.findByTestId('spot-current-orders');
    expect(screen.getByTestId('spot-saved-age').textContent).toMatch(/^Saved .+; not up to date$/);
    const cancel = within(current).getByTestId('spot-cancel') as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
    expect(screen.getByTestId('spot-cancel-offline').textContent).toContain(
      'You are offline. Orders can be cancelled once you are back online.',
    );
    await typeOrder('100', '0.1');
    expect((screen.getByTestId('spot-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('offline-note').textContent).toContain(
      'You are offline. Connect to the internet to place or cancel orders.',
    );
    await submit();
    await act(async () => fireEvent.submit(screen.getByTestId('spot-order-form')));
    expect(server.callsTo(spotPaths.place)).toHaveLength(0);
    expect(server.calls.length).toBe(callsBefore);
    expect((await priceField()).value).toBe('100');
  });

  it("deletes the user's saved orders and balances at logout", async () => {
    const userId = signIn();
    serveSpot({ orders: () => page([spotOrder()]) });
    renderTradeAt();
    await screen.findByTestId('spot-current-orders');
    const saved = async () =>
      (await cacheDatabase()).entries.filter((entry) => entry.key.startsWith('spot:')).toArray();
    await waitFor(async () => expect((await saved()).length).toBe(2));
    expect((await saved()).every((entry) => entry.userId === userId && entry.key.includes(userId))).toBe(
      true,
    );
    await act(async () => forgetUser());
    expect(await saved()).toEqual([]);
  });
});
