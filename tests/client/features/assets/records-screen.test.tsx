// Proves the records screen pages by 10 with "load more" until the total, filters by kind, and shows each kind's details: a withdrawal's fee and actual arrival, an exchange's received amount, a rejection's reason; and an operator's decision shows on the refresh tick while the screen is open.
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { walletPaths } from '../../../../src/common/api-paths';
import type { AssetRecord } from '../../../../src/common/wallet-types';
import RecordsScreen from '../../../../src/client/features/assets/records-screen';
import { envelope, routeFetch, setOnline, signIn } from '../me/me-test-kit';
import { renderAt } from './assets-kit';
import { clearDeviceCache } from '../../support/device-cache';

const transfer = (index: number): AssetRecord => ({
  id: `t${index}`,
  tradeType: 3,
  currency: 'USDT',
  amount: '1',
  fee: '0',
  realarrive: '1',
  status: 1,
  remark: '',
  direction: 1,
  createdAt: '2026-01-02T03:04:05.000Z',
});

const withdrawal: AssetRecord = {
  id: 'w1',
  tradeType: 2,
  currency: 'USDT',
  amount: '100',
  fee: '1',
  realarrive: '99',
  status: 2,
  remark: 'Address not whitelisted',
  network: 'TRC20',
  address: 'TXYZabc',
  createdAt: '2026-01-02T03:04:05.000Z',
};

const exchange: AssetRecord = {
  id: 'x1',
  tradeType: 4,
  currency: 'USDT',
  amount: '100',
  fee: '0',
  realarrive: '0',
  status: 1,
  remark: '',
  createdAt: '2026-01-02T03:04:05.000Z',
  toCurrency: 'BTC',
  toAmount: '0.0015',
};

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(() => {
  setOnline(true);
  signIn();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await clearDeviceCache();
});

describe('RecordsScreen', () => {
  it('loads pages of 10 until the total is reached', async () => {
    const all = Array.from({ length: 13 }, (_, index) => transfer(index));
    const server = routeFetch({
      [walletPaths.assetsRecord]: async (request) => {
        const form = new URLSearchParams(await request.text());
        const pageNo = Number(form.get('pageNo'));
        expect(form.get('pageSize')).toBe('10');
        return envelope({ list: all.slice((pageNo - 1) * 10, pageNo * 10), sum: all.length });
      },
    });
    renderAt('/assert/record', '/assert/record', <RecordsScreen />);
    await screen.findByTestId('record-t0');
    expect(screen.getAllByTestId(/^record-t/)).toHaveLength(10);
    fireEvent.click(screen.getByTestId('records-load-more'));
    await screen.findByTestId('record-t12');
    expect(screen.getAllByTestId(/^record-t/)).toHaveLength(13);
    expect(screen.queryByTestId('records-load-more')).toBeNull();
    expect(server.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('filters by kind and shows what belongs to each kind', async () => {
    const asked: Array<string | null> = [];
    routeFetch({
      [walletPaths.assetsRecord]: async (request) => {
        const tradeType = new URLSearchParams(await request.text()).get('tradeType');
        asked.push(tradeType);
        const list = tradeType === '2' ? [withdrawal] : tradeType === '4' ? [exchange] : [transfer(0)];
        return envelope({ list, sum: list.length });
      },
    });
    renderAt('/assert/record', '/assert/record', <RecordsScreen />);
    await screen.findByTestId('record-t0');
    expect(screen.getByText('Coin account → Contract account')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Withdrawal' }));
    const row = await screen.findByTestId('record-w1');
    expect(asked).toContain('2');
    expect(row.textContent).toContain('Actual arrival');
    expect(row.textContent).toContain('99.00');
    expect(row.textContent).toContain('TRC20');
    expect(screen.getByTestId('record-status').textContent).toBe('Rejected');
    expect(screen.getByTestId('record-remark').textContent).toBe('Reason: Address not whitelisted');

    fireEvent.click(screen.getByRole('tab', { name: 'Exchange' }));
    await waitFor(() => expect(screen.getByTestId('record-x1').textContent).toContain('0.0015 BTC'));
  });

  it('shows the operator’s decision on a withdrawal on the refresh tick while the screen is open', async () => {
    let reviewed = { ...withdrawal, status: 0, remark: '' };
    routeFetch({ [walletPaths.assetsRecord]: () => envelope({ list: [reviewed], sum: 1 }) });
    renderAt('/assert/record', '/assert/record', <RecordsScreen />);
    await screen.findByTestId('record-w1');
    const status = () => screen.getByTestId('record-status').textContent;
    const pending = status();
    reviewed = { ...withdrawal, status: 1, remark: '' };
    act(() => void window.dispatchEvent(new Event('petrel:refresh')));
    await waitFor(() => expect(status()).toBe('Finished'));
    expect(pending).toBe('Reviewing');
  });
});
