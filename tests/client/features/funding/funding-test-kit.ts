/** Shared fixtures of the funding screen tests: the wallet config and asset list as the server answers them. */
import { seedDepositAddresses } from '../../../../src/common/networks';
import type { AssetList, WalletConfig, WithdrawalAddress } from '../../../../src/common/wallet-types';

export const walletConfig: WalletConfig = {
  currencies: [
    {
      currency: 'USDT',
      rechargeMin: '1',
      withdrawMin: '10',
      withdrawMax: '50000',
      withdrawFee: '1.5',
      networks: [
        { network: 'TRC20', address: seedDepositAddresses.TRC20, confirmations: 12 },
        { network: 'ERC20', address: '', confirmations: 12 },
      ],
    },
    {
      currency: 'BTC',
      rechargeMin: '0.0001',
      withdrawMin: '0.001',
      withdrawMax: '10',
      withdrawFee: '0.0005',
      networks: [{ network: 'BTC', address: seedDepositAddresses.BTC, confirmations: 12 }],
    },
  ],
};

export const coinAssets: AssetList = {
  list: [
    {
      currencyName: 'USDT',
      availableCurrency: '10000.00000000',
      frozenCurrency: '0',
      price: '1',
      total: '10000',
      locks: [],
    },
    {
      currencyName: 'BTC',
      availableCurrency: '0.5',
      frozenCurrency: '0',
      price: '60000',
      total: '30000',
      locks: [],
    },
  ],
  totalUsdt: '40000',
};

export const savedAddress: WithdrawalAddress = {
  id: '7',
  currency: 'USDT',
  network: 'TRC20',
  address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  remark: 'My wallet',
  createdAt: '2026-11-20T10:00:00.000Z',
};
