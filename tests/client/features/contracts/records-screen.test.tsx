// Proves the contract records: 10 a page, "load more" appends the next page and the "no more" flag appears once the loaded count reaches the total, a state filter asks the server for that state from page 1, and each record shows its prices, times, reason, realised profit and fee.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contractPaths } from '../../../../src/common/api-paths';
import {
  contractCloseReasons,
  contractStatus,
  type ContractPosition,
} from '../../../../src/common/trading-types';
import { formatDateTime } from '../../../../src/common/time-format';
import ContractRecordsScreen from '../../../../src/client/features/contracts/records-screen';
import { envelope, renderScreen, routeFetch } from '../me/me-test-kit';
import { page, position } from './contract-kit';
import { signedInScreenHooks } from '../screen-kit';

const finished = (n: number): ContractPosition =>
  position({
    id: `r${n}`,
    status: contractStatus.finished,
    closePrice: '61000',
    closeReason: contractCloseReasons.takeProfit,
    profit: '16.66666666',
    closedAt: Date.UTC(2026, 0, 2, 4, 0, 0),
  });

/** 23 finished positions, served 10 a page as the server would. */
function serveRecords(all: ContractPosition[] = Array.from({ length: 23 }, (_, n) => finished(n + 1))) {
  const asked: Array<Record<string, string>> = [];
  const server = routeFetch({
    [contractPaths.list]: async (request) => {
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      asked.push(form);
      const status = form.status === undefined ? undefined : Number(form.status);
      const matching = all.filter((record) => status === undefined || record.status === status);
      const pageNo = Number(form.pageNo);
      const size = Number(form.pageSize);
      return envelope(page(matching.slice((pageNo - 1) * size, pageNo * size), matching.length));
    },
  });
  return { ...server, asked };
}

const rows = () => within(screen.getByTestId('contract-record-list')).getAllByRole('listitem');
const loadMore = () => act(async () => fireEvent.click(screen.getByTestId('contract-records-more')));

signedInScreenHooks();
beforeEach(() => {
  window.location.hash = '#/contract/record';
});

describe('ContractRecordsScreen', () => {
  it('appends each next page and sets "no more" once everything is loaded', async () => {
    const server = serveRecords();
    renderScreen(<ContractRecordsScreen />);
    await vi.waitFor(() => expect(rows()).toHaveLength(10));
    expect(server.asked[0]).toMatchObject({ pageNo: '1', pageSize: '10' });
    expect(server.asked[0]!.status).toBeUndefined();
    expect(screen.queryByTestId('contract-records-end')).toBeNull();

    await loadMore();
    await vi.waitFor(() => expect(rows()).toHaveLength(20));
    expect(server.asked.at(-1)).toMatchObject({ pageNo: '2', pageSize: '10' });
    expect(screen.getByTestId('contract-record-r1')).toBeTruthy();
    expect(screen.getByTestId('contract-record-r20')).toBeTruthy();

    await loadMore();
    await vi.waitFor(() => expect(rows()).toHaveLength(23));
    expect(screen.queryByTestId('contract-records-more')).toBeNull();
    expect(screen.getByTestId('contract-records-end').textContent).toBe('No more records');
  });

  it('shows what ended a record: prices, times, reason, realised profit and fee', async () => {
    serveRecords([
      finished(1),
      position({
        id: 'liq',
        status: contractStatus.liquidated,
        closePrice: '54300',
        closeReason: contractCloseReasons.liquidation,
        profit: '-95',
        closedAt: Date.UTC(2026, 0, 3, 0, 0, 0),
      }),
    ]);
    renderScreen(<ContractRecordsScreen />);
    const record = within(await screen.findByTestId('contract-record-r1'));
    expect(record.getByTestId('contract-record-status').textContent).toBe('Finished');
    expect(record.getByTestId('contract-record-reason').textContent).toBe('Take profit');
    expect(record.getByTestId('contract-record-profit').textContent).toBe('+16.66');
    expect(record.getByText('61,000.00')).toBeTruthy();
    expect(record.getByText('60,000.00')).toBeTruthy();
    expect(record.getByText('0.50')).toBeTruthy();
    expect(record.getByText(formatDateTime(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBeTruthy();
    expect(record.getByText(formatDateTime(Date.UTC(2026, 0, 2, 4, 0, 0)))).toBeTruthy();
    const liquidated = within(screen.getByTestId('contract-record-liq'));
    expect(liquidated.getByTestId('contract-record-status').textContent).toBe('Liquidated');
    expect(liquidated.getByTestId('contract-record-reason').textContent).toBe('Liquidation');
    expect(liquidated.getByTestId('contract-record-profit').textContent).toBe('-95.00');
    expect(screen.getByTestId('contract-records-end')).toBeTruthy();
  });

  it('filters by state from page 1', async () => {
    const server = serveRecords([
      finished(1),
      position({ id: 'h1' }),
      position({ id: 'c1', status: contractStatus.cancelled, openPrice: null, limitPrice: '50000' }),
    ]);
    renderScreen(<ContractRecordsScreen />);
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Holding' })));
    await vi.waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByTestId('contract-record-h1')).toBeTruthy();
    expect(server.asked.at(-1)).toMatchObject({ status: String(contractStatus.holding), pageNo: '1' });
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Cancelled' })));
    await vi.waitFor(() => expect(screen.getByTestId('contract-record-c1')).toBeTruthy());
    expect(within(screen.getByTestId('contract-record-c1')).getByText('50,000.00')).toBeTruthy();
    expect(server.asked.at(-1)).toMatchObject({ status: String(contractStatus.cancelled) });
  });
});
