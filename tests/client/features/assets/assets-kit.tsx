/** Helpers of the asset tests: a fake asset server, the screens under the hash router, and the saved answers. */
import { Route, Router } from 'wouter';
import type { ReactElement } from 'react';
import { walletPaths } from '../../../../src/common/api-paths';
import type { AssetEntry, AssetList, AssetRecordPage } from '../../../../src/common/wallet-types';
import { useHashPath, useHashSearch } from '../../../../src/client/lib/router/hash-location';
import { envelope, renderScreen, routeFetch, type Handler } from '../me/me-test-kit';

export const asset = (currencyName: string, available: string, price: string, total: string): AssetEntry => ({
  currencyName,
  availableCurrency: available,
  frozenCurrency: '0',
  price,
  total,
});

export const coinAccount: AssetList = {
  list: [
    asset('USDT', '10000', '1', '10000'),
    asset('BTC', '0.5', '60000', '30000'),
    asset('LTC', '0', '80', '0'),
    // Exactly the threshold: small, so hidden.
    asset('DOGE', '0.5', '0.2', '0.1'),
  ],
  totalUsdt: '40000.1',
};

export const contractAccount: AssetList = {
  list: [asset('USDT', '0', '1', '0'), asset('BTC', '0', '60000', '0')],
  totalUsdt: '0',
};

export const noRecords: AssetRecordPage = { list: [], sum: 0 };

/** Answers getAssets by its `type` field; other handlers may be added or replaced. */
export function serveAssets(extra: Record<string, Handler> = {}) {
  return routeFetch({
    [walletPaths.assets]: async (request) => {
      const form = new URLSearchParams(await request.text());
      return envelope(form.get('type') === '2' ? contractAccount : coinAccount);
    },
    [walletPaths.assetsRecord]: () => envelope(noRecords),
    ...extra,
  });
}

/** Renders `screen` at `path` under the app's hash router, so route parameters and the query work. */
export function renderAt(path: string, pattern: string, screen: ReactElement) {
  window.location.hash = `#${path}`;
  return renderScreen(
    <Router hook={useHashPath} searchHook={useHashSearch}>
      <Route path={pattern}>{screen}</Route>
    </Router>,
  );
}
