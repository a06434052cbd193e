// Proves a launchpad coin the user holds shows in the asset list even with no price (price 0, so total 0) and with "Hide small balances" on, that each of its locks shows under it as "<amount> locked until <date>", and that its detail offers no recharge, withdrawal, exchange or transfer.
import { i18n } from '@lingui/core';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import AssetsScreen from '../../../../src/client/features/assets/assets-screen';
import AssetDetailScreen from '../../../../src/client/features/assets/asset-detail-screen';
import { isSmallBalance } from '../../../../src/client/features/assets/asset-numbers';
import { setHideSmall } from '../../../../src/client/features/assets/hide-small-store';
import { walletPaths } from '../../../../src/common/api-paths';
import { dateTimeText } from '../../../../src/common/time-format';
import type { AssetList } from '../../../../src/common/wallet-types';
import { envelope, routeFetch } from '../me/me-test-kit';
import { signedInScreenHooks } from '../screen-kit';
import { asset, renderAt } from './assets-kit';

signedInScreenHooks();
beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(() => setHideSmall(false));

const releaseAt = new Date(2026, 3, 3, 12, 0, 0).getTime();
const heldCoin = {
  ...asset('CS', '0', '0', '0'),
  frozenCurrency: '150',
  locks: [
    { amount: '100', releaseAt },
    { amount: '50', releaseAt: releaseAt + 86_400_000 },
  ],
};

describe('launchpad coins in the asset list', () => {
  it('never counts a held coin without a price as small, but still hides an empty one', () => {
    expect(isSmallBalance(heldCoin)).toBe(false);
    expect(isSmallBalance(asset('CS', '0', '0', '0'))).toBe(true);
    expect(isSmallBalance(asset('LTC', '0.001', '80', '0.08'))).toBe(true);
  });

  it('shows the coin with hide-small on, and each lock with its release date', async () => {
    const list: AssetList = { list: [asset('USDT', '100', '1', '100'), heldCoin], totalUsdt: '100' };
    routeFetch({ [walletPaths.assets]: () => envelope(list) });
    renderAt('/account/assert/1', '/account/assert/1', <AssetsScreen />);
    await screen.findByTestId('asset-CS');
    fireEvent.click(screen.getByTestId('assets-hide-small'));
    const row = screen.getByTestId('asset-CS');
    const locks = Array.from(row.querySelectorAll('.asset-lock'), (lock) => lock.textContent);
    expect(locks).toEqual([
      `100 CS locked until ${dateTimeText(releaseAt)}`,
      `50 CS locked until ${dateTimeText(releaseAt + 86_400_000)}`,
    ]);
  });

  it('offers no money actions on a held coin without a market, but keeps them for a listed one', async () => {
    const list: AssetList = { list: [asset('USDT', '100', '1', '100'), heldCoin], totalUsdt: '100' };
    routeFetch({ [walletPaths.assets]: () => envelope(list) });
    const view = renderAt('/assert/detail/CS', '/assert/detail/:currency', <AssetDetailScreen />);
    await screen.findByTestId('asset-no-market');
    expect(screen.queryByTestId('asset-action-recharge')).toBeNull();
    expect(screen.queryByTestId('asset-action-transfer')).toBeNull();
    view.unmount();
    renderAt('/assert/detail/USDT', '/assert/detail/:currency', <AssetDetailScreen />);
    await screen.findByTestId('asset-action-recharge');
    expect(screen.queryByTestId('asset-no-market')).toBeNull();
  });
});
