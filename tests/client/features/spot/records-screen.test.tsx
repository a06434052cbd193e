// Proves the spot order records page by 10 with "load more" appending until the total (then "no more"), filter by state, and show each order's pair, side, price, amount, total, fee, state and times.
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { spotPaths } from '../../../../src/common/api-paths';
import { formatDateTime } from '../../../../src/common/time-format';
import SpotRecordsScreen from '../../../../src/client/features/spot/records-screen';
import { renderScreen, setOnline, signIn } from '../me/me-test-kit';
import { page, serveSpot, spotOrder } from './spot-kit';
import { clearDeviceCache } from '../../support/device-cache';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(async () => {
  await clearDeviceCache();
  setOnline(true);
  signIn();
  window.location.hash = '#/trade/record';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rows = () => within(screen.getByTestId('spot-record-list')).getAllByTestId('spot-order');

describe('SpotRecordsScreen', () => {
  it('loads pages of 10, appending each, until the total; then says there are no more', async () => {
    const all = Array.from({ length: 13 }, () => spotOrder());
    const server = serveSpot({
      orders: (form) => {
        const pageNo = Number(form.get('pageNo'));
        return page(all.slice((pageNo - 1) * 10, pageNo * 10), all.length);
      },
    });
    renderScreen(<SpotRecordsScreen />);
    await screen.findByTestId('spot-record-list');
    expect(rows()).toHaveLength(10);
    expect(screen.queryByTestId('spot-records-end')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('spot-records-more')));
    await waitFor(() => expect(rows()).toHaveLength(13));
    expect(rows().map((row) => row.dataset['orderId'])).toEqual(all.map((order) => order.id));
    expect(screen.queryByTestId('spot-records-more')).toBeNull();
    expect(screen.getByTestId('spot-records-end').textContent).toBe('No more orders');
    const lists = server.callsTo(spotPaths.list).map((call) => Object.fromEntries(call.form));
    expect(lists).toEqual([
      { pageNo: '1', pageSize: '10' },
      { pageNo: '2', pageSize: '10' },
    ]);
  });

  it('filters by state', async () => {
    const server = serveSpot({
      orders: (form) =>
        page(form.get('status') === '2' ? [spotOrder({ status: 2, finishedAt: Date.UTC(2026, 0, 3) })] : []),
    });
    renderScreen(<SpotRecordsScreen />);
    expect(await screen.findByText('No orders yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Cancelled' }));
    await screen.findByTestId('spot-record-list');
    expect(within(rows()[0]!).getByTestId('spot-order-status').textContent).toBe('Cancelled');
    fireEvent.click(screen.getByRole('tab', { name: 'Filled' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Unfinished' }));
    await waitFor(() =>
      expect(server.callsTo(spotPaths.list).map((call) => call.form.get('status'))).toEqual([
        null,
        '2',
        '1',
        '0',
      ]),
    );
  });

  it("shows an order's pair, side, price, amount, total, fee, state and times", async () => {
    const filled = spotOrder({
      side: 2,
      price: '64123.45',
      amount: '0.01',
      total: '641.2345',
      fee: '1.28246900',
      feeCurrency: 'USDT',
      status: 1,
      finishedAt: Date.UTC(2026, 0, 2, 3, 5, 6),
    });
    serveSpot({ orders: () => page([filled]) });
    renderScreen(<SpotRecordsScreen />);
    await screen.findByTestId('spot-record-list');
    const row = rows()[0]!;
    const text = row.textContent ?? '';
    for (const part of [
      'Sell',
      'BTC/USDT',
      'Filled',
      'Price (USDT)64,123.45',
      'Amount (BTC)0.01',
      'Total (USDT)641.23',
      'Fee1.28 USDT',
      `Placed at${formatDateTime(filled.createdAt)}`,
      `Filled at${formatDateTime(filled.finishedAt!)}`,
    ]) {
      expect(text).toContain(part);
    }
  });
});
