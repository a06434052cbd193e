// Proves the Assets tab: the list with hide-small, the eye toggle remembered on the device, the answers cached per user and wiped at logout, and offline the saved list with its age and every action disabled with the reason.
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import AssetsScreen from '../../../../src/client/features/assets/assets-screen';
import { assetsCacheKey } from '../../../../src/client/features/assets/assets-api';
import { setHideSmall } from '../../../../src/client/features/assets/hide-small-store';
import { forgetUser } from '../../../../src/client/lib/account/forget-user';
import { readCacheEntry, writeCacheEntry } from '../../../../src/client/lib/cache/cache-db';
import { reloadAssetsVisibility, setAssetsVisible } from '../../../../src/client/lib/preferences/see-assets';
import { storageKeys } from '../../../../src/client/lib/session/storage-keys';
import { coinAccount, renderAt, serveAssets } from './assets-kit';
import { routeFetch, setOnline, signIn } from '../me/me-test-kit';
import { walletPaths } from '../../../../src/common/api-paths';
import { installSessionExpiry } from '../../../../src/client/app/session-expiry';
import { sessionStore } from '../../../../src/client/lib/session/session-store';
import { navigate } from '../../../../src/client/lib/router/hash-location';
import { clearDeviceCache } from '../../support/device-cache';

const renderAssets = (type: 1 | 2 = 1) =>
  renderAt(`/account/assert/${type}`, `/account/assert/${type}`, <AssetsScreen />);

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(() => {
  setOnline(true);
  setHideSmall(false);
  setAssetsVisible(true);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await clearDeviceCache();
});

describe('AssetsScreen', () => {
  it('lists every currency and hides balances worth 0.1 USDT or less when asked', async () => {
    signIn();
    serveAssets();
    renderAssets();
    await screen.findByTestId('asset-USDT');
    expect(screen.getByTestId('asset-USDT-available').textContent).toBe('10,000.00');
    expect(screen.getByTestId('assets-total').textContent).toBe('≈ 40,000.10');
    expect(screen.getByTestId('asset-LTC')).toBeTruthy();
    expect(screen.getByTestId('asset-DOGE')).toBeTruthy();

    fireEvent.click(screen.getByTestId('assets-hide-small'));
    expect(screen.queryByTestId('asset-LTC')).toBeNull();
    expect(screen.queryByTestId('asset-DOGE')).toBeNull();
    expect(screen.getByTestId('asset-BTC')).toBeTruthy();
  });

  it('masks every figure with the eye toggle and remembers the choice on the device', async () => {
    signIn();
    serveAssets();
    renderAssets();
    await screen.findByTestId('asset-USDT');
    fireEvent.click(screen.getByTestId('assets-eye'));
    expect(screen.getByTestId('assets-total').textContent).toBe('****');
    expect(screen.getByTestId('asset-USDT-available').textContent).toBe('****');
    expect(window.localStorage.getItem(storageKeys.canSeeAssets)).toBe('0');

    // A later visit (the store read again from storage) still hides them.
    cleanup();
    reloadAssetsVisibility();
    renderAssets();
    await screen.findByTestId('asset-USDT');
    expect(screen.getByTestId('assets-total').textContent).toBe('****');
    expect(screen.getByTestId('assets-eye').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('assets-eye'));
    expect(screen.getByTestId('assets-total').textContent).toBe('≈ 40,000.10');
    expect(window.localStorage.getItem(storageKeys.canSeeAssets)).toBe('1');
  });

  it('shows balances by default (canSeeAsserts 1)', () => {
    window.localStorage.removeItem(storageKeys.canSeeAssets);
    reloadAssetsVisibility();
    signIn();
    serveAssets();
    renderAssets();
    expect(screen.getByTestId('assets-eye').getAttribute('aria-pressed')).toBe('false');
  });

  it('caches the list under the user and deletes it at logout', async () => {
    const userId = signIn();
    serveAssets();
    renderAssets();
    await screen.findByTestId('asset-USDT');
    await waitFor(async () => expect((await readCacheEntry(assetsCacheKey(userId, 1)))?.userId).toBe(userId));
    await act(() => forgetUser());
    expect(await readCacheEntry(assetsCacheKey(userId, 1))).toBeUndefined();
  });

  it('deletes the saved list when the server answers code -2', async () => {
    installSessionExpiry();
    const userId = signIn();
    await writeCacheEntry({ key: assetsCacheKey(userId, 2), value: coinAccount, savedAtMs: 1000, userId });
    routeFetch({
      [walletPaths.assets]: () =>
        new Response(JSON.stringify({ code: -2, data: null, msg: 'Please log in again.' }), {
          headers: { 'content-type': 'application/json' },
        }),
    });
    renderAssets(2);
    await waitFor(async () => expect(await readCacheEntry(assetsCacheKey(userId, 2))).toBeUndefined());
    expect(sessionStore.get().isLogin).toBe(false);
  });

  it('offline, shows the saved list with its age and disables every action with the reason', async () => {
    const userId = signIn();
    const server = serveAssets();
    await writeCacheEntry({
      key: assetsCacheKey(userId, 1),
      value: coinAccount,
      savedAtMs: Date.now() - 5 * 60_000,
      userId,
    });
    setOnline(false);
    renderAssets();
    await screen.findByTestId('asset-USDT');
    expect(screen.getByTestId('assets-saved-age').textContent).toMatch(/5 minutes ago/);
    for (const action of ['recharge', 'withdraw', 'exchange', 'transfer']) {
      const button = screen.getByTestId(`asset-action-${action}`) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe('assets-offline-reason');
    }
    expect(screen.getByTestId('assets-offline-reason').textContent).toMatch(/offline/);
    expect(server.calls).toHaveLength(0);
  });

  it('offers the transfer (from contract to coin) and the bank cards on the contract account', async () => {
    signIn();
    serveAssets();
    renderAssets(2);
    await screen.findByTestId('asset-USDT');
    expect(screen.queryByTestId('asset-action-recharge')).toBeNull();
    fireEvent.click(screen.getByTestId('asset-action-transfer'));
    expect(window.location.hash).toBe('#/assert/transfer/2');
    await act(async () => navigate('/account/assert/2'));
    fireEvent.click(await screen.findByTestId('asset-action-bank-cards'));
    expect(window.location.hash).toBe('#/assert/bankcards');
  });
});
