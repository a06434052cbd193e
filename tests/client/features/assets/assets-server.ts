/** The asset tests' fake server and the answers it gives; React-free, so the server's contract test checks them too. */
import { walletPaths } from '../../../../src/common/api-paths';
import type { AssetEntry, AssetList, AssetRecordPage } from '../../../../src/common/wallet-types';
import { envelope, routeFetch, type Handler } from '../../support/fake-fetch';

export const asset = (currencyName: string, available: string, price: string, total: string): AssetEntry => ({
  currencyName,
  availableCurrency: available,
  frozenCurrency: '0',
  price,
  total,
});

/** The coin account also lists each coin's lock-ups (none here); the contract account has none to list. */
const coinEntry = (...fields: Parameters<typeof asset>): AssetEntry => ({ ...asset(...fields), locks: [] });

export const coinAccount: AssetList = {
  list: [
    coinEntry('USDT', '10000', '1', '10000'),
    coinEntry('BTC', '0.5', '60000', '30000'),
    coinEntry('LTC', '0', '80', '0'),
    // Exactly the threshold: small, so hidden.
    coinEntry('DOGE', '0.5', '0.2', '0.1'),
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
