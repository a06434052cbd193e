// Proves the records screen (/secondContract/record) and the order detail: records of every pair in pages of 10, later pages appended until the loaded count reaches totalRow ("no more"), open and settled tabs kept in the query; the detail (getContractRecordById) shows every field of an order, counts down while it runs and shows the result once the engine has settled it.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import SecondDetailScreen from '../../../../src/client/features/second-contract/second-detail-screen';
import SecondRecordsScreen from '../../../../src/client/features/second-contract/second-records-screen';
import {
  bb,
  bbFailure,
  formOf,
  openOrder,
  openTimeMs,
  renderAt,
  serveSecond,
  settledOrder,
} from './second-kit';
import { signedInScreenHooks } from '../screen-kit';

const recordPath = '/secondContract/record';
const detailPath = '/secondContract/detail';

signedInScreenHooks();

describe('SecondRecordsScreen', () => {
  it('loads pages of 10, appends the next page and says when there are no more', async () => {
    const all = Array.from({ length: 13 }, (_, index) => settledOrder(`o${index}`));
    const queries: Record<string, string>[] = [];
    serveSecond({
      records: async (request) => {
        const form = await formOf(request);
        queries.push(form);
        const pageNo = Number(form.pageNo);
        return bb({ list: all.slice((pageNo - 1) * 10, pageNo * 10), totalRow: all.length });
      },
    });
    renderAt(`${recordPath}?tab=settled`, recordPath, <SecondRecordsScreen />);
    await screen.findByTestId('second-order-o0');
    expect(screen.getAllByTestId(/^second-order-o\d+$/)).toHaveLength(10);
    expect(queries[0]).toEqual({ pageNo: '1', pageSize: '10', entryStatus: '2' });
    expect(screen.queryByTestId('second-orders-no-more')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('second-orders-load-more')));
    await screen.findByTestId('second-order-o12');
    expect(screen.getAllByTestId(/^second-order-o\d+$/)).toHaveLength(13);
    expect(queries[1]).toEqual({ pageNo: '2', pageSize: '10', entryStatus: '2' });
    expect(screen.getByTestId('second-orders-no-more').textContent).toBe('No more orders');
    expect(screen.queryByTestId('second-orders-load-more')).toBeNull();
  });

  it('switches between open and settled orders through the query', async () => {
    serveSecond({
      records: async (request) => {
        const form = await formOf(request);
        const order =
          form.entryStatus === '1'
            ? openOrder('open-1', { settleTime: Date.now() + 60_000 })
            : settledOrder('done-1');
        return bb({ list: [order], totalRow: 1 });
      },
    });
    renderAt(recordPath, recordPath, <SecondRecordsScreen />);
    await screen.findByTestId('second-order-open-1');
    expect(screen.getByRole('tab', { name: 'Open orders' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    expect(window.location.hash).toBe('#/secondContract/record?tab=settled');
    await screen.findByTestId('second-order-done-1');
  });
});

describe('SecondDetailScreen', () => {
  const detail = (key: string) => screen.getByTestId(`second-detail-${key}`).textContent;

  it('shows every field of a settled order, the break-even win rate and the risk note', async () => {
    const order = settledOrder('d7', { tradeType: 2, positionTime: 60, incomeRate: '0.85', profit: '85' });
    const asked: string[] = [];
    serveSecond({
      byId: async (request) => {
        asked.push((await formOf(request)).id ?? '');
        return bb(order);
      },
    });
    renderAt(`${detailPath}?id=d7`, detailPath, <SecondDetailScreen />);
    await screen.findByTestId('second-detail');
    expect(asked).toEqual(['d7']);
    expect(detail('pair')).toBe('BTC/USDT');
    expect(detail('direction')).toBe('Buy down');
    expect(detail('stake')).toBe('100.00 USDT');
    expect(detail('fee')).toBe('0.20 USDT');
    expect(detail('duration')).toBe('60 s');
    expect(detail('rate')).toBe('85.00%');
    expect(detail('open-price')).toBe('60,123.45');
    expect(detail('open-time')).toBe('2026-03-04 05:06:07');
    expect(detail('settle-price')).toBe('60,200.01');
    expect(detail('settle-time')).toBe('2026-03-04 05:06:37');
    expect(detail('source')).toBe('Petrel market simulator');
    expect(detail('result')).toBe('Win');
    expect(detail('profit')).toBe('+85.00 USDT');
    expect(screen.getByTestId('second-detail-profit').className).toContain('trend-text--up');
    expect(detail('id')).toBe('d7');
    expect(detail('break-even')).toBe('54.06%');
    expect(screen.getByTestId('second-risk-note').textContent).toContain('win more than 54.06% of them');
  });

  it('counts down while the order runs and shows the result once it is settled', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(openTimeMs + 28_000);
    const answers = [bb(openOrder('d8')), bb(settledOrder('d8', { result: 2, profit: '-100' }))];
    serveSecond({ byId: () => answers.shift() ?? bbFailure('INTERNAL', 'unexpected') });
    renderAt(`${detailPath}?id=d8`, detailPath, <SecondDetailScreen />);
    expect((await screen.findByTestId('second-countdown-d8')).textContent).toBe('00:02');
    expect(detail('result')).toBe('Open');
    expect(detail('profit')).toBe('--');
    // The countdown can be found before React has run the effect that starts the 1 s clock: let it run first.
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(2000));
    await vi.waitFor(() => expect(detail('result')).toBe('Loss'));
    expect(detail('profit')).toBe('-100.00 USDT');
    expect(screen.getByTestId('second-detail-profit').className).toContain('trend-text--down');
    expect(detail('settle-price')).toBe('60,200.01');
  });

  it("says an order that is not the user's does not exist and leads back to the records, offering no retry", async () => {
    serveSecond({ byId: () => bbFailure('TRADING_ORDER_NOT_FOUND', 'This order does not exist.') });
    renderAt(`${detailPath}?id=nope`, detailPath, <SecondDetailScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('This order does not exist.');
    const back = screen.getByRole('link', { name: 'Back to timed order records' });
    expect(back.getAttribute('href')).toBe('#/secondContract/record');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
