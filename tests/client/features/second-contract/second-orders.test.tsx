// Proves the trade screen's order lists: open orders of the pair count down once a second while the page is seen (fake clock), show "Settling…" once the time has passed and read the list again at that moment and on the app's refresh until the engine's result is there; settled orders show their result and profit in the user's up and down colours with the open and settlement prices, times and price source.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secondContractPaths } from '../../../../src/common/api-paths';
import SecondContractScreen from '../../../../src/client/features/second-contract/second-contract-screen';
import { bb, formOf, openOrder, openTimeMs, renderAt, serveSecond, settledOrder } from './second-kit';
import { signedInScreenHooks } from '../screen-kit';

const tradePath = '/action/secondContract';

function setVisibility(state: DocumentVisibilityState) {
  act(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const tick = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
const countdown = (id: string) => screen.getByTestId(`second-countdown-${id}`).textContent;
/** What the shell's 5000 ms refresh does: one event every screen listens to. */
const appRefresh = () => act(async () => window.dispatchEvent(new Event('petrel:refresh')));

signedInScreenHooks();
afterEach(() => setVisibility('visible'));

describe('SecondContractScreen: open orders', () => {
  it('counts down to settlement, shows "Settling…" and reads again until the result arrives', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(openTimeMs + 27_000);
    const answers = [
      () => bb({ list: [openOrder('s1')], totalRow: 1 }),
      // At zero the engine has not settled it yet…
      () => bb({ list: [openOrder('s1')], totalRow: 1 }),
      // …by the next app refresh it has.
      () => bb({ list: [], totalRow: 0 }),
    ];
    const queries: Record<string, string>[] = [];
    serveSecond({
      records: async (request) => {
        queries.push(await formOf(request));
        return (answers.shift() ?? answers[answers.length - 1] ?? (() => bb({ list: [], totalRow: 0 })))();
      },
    });
    renderAt(tradePath, tradePath, <SecondContractScreen />);
    await screen.findByTestId('second-countdown-s1');
    // The row can be found before React has run the effect that starts the 1 s clock: let it run first.
    await tick(0);
    expect(queries[0]).toEqual({
      pageNo: '1',
      pageSize: '10',
      entryStatus: '1',
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
    });
    expect(countdown('s1')).toBe('00:03');
    await tick(1000);
    expect(countdown('s1')).toBe('00:02');

    // A hidden page does not tick; coming back shows the right time at once.
    setVisibility('hidden');
    await tick(1000);
    expect(countdown('s1')).toBe('00:02');
    setVisibility('visible');
    expect(countdown('s1')).toBe('00:01');

    await tick(1000);
    expect(screen.getByTestId('second-status-s1').textContent).toBe('Settling…');
    await vi.waitFor(() => expect(queries).toHaveLength(2));
    expect(screen.getByTestId('second-status-s1').textContent).toBe('Settling…');
    await appRefresh();
    await vi.waitFor(() => expect(queries).toHaveLength(3));
    expect(await screen.findByText('No open orders.')).toBeTruthy();
  });

  it('shows the open and settlement prices and times and the price source of every order', async () => {
    const running = openOrder('s2', { settleTime: Date.now() + 45_000, openTime: openTimeMs });
    serveSecond({ records: () => bb({ list: [running], totalRow: 1 }) });
    renderAt(tradePath, tradePath, <SecondContractScreen />);
    const row = await screen.findByTestId('second-order-s2');
    const detail = (key: string) => within(row).getByTestId(`second-order-s2-${key}`).textContent;
    expect(detail('stake')).toBe('100.00 USDT');
    expect(detail('duration')).toBe('30 s · profit 80.00%');
    expect(detail('open-price')).toBe('60,123.45');
    expect(detail('open-time')).toBe('2026-03-04 05:06:07');
    expect(detail('settle-price')).toBe('--');
    expect(detail('source')).toBe('Petrel market simulator');
    expect(within(row).getByText('Buy up')).toBeTruthy();
    expect(within(row).getByRole('link').getAttribute('href')).toBe('#/secondContract/detail?id=s2');
  });
});

describe('SecondContractScreen: settled orders', () => {
  it('shows each result with its profit in the up and down colours', async () => {
    const win = settledOrder('w1');
    const loss = settledOrder('l1', { tradeType: 2, result: 2, profit: '-100', priceSource: 'htx' });
    const draw = settledOrder('d1', { result: 3, profit: '0', settlePrice: '60123.45' });
    const server = serveSecond({
      records: async (request) => {
        const form = await formOf(request);
        return form.entryStatus === '2'
          ? bb({ list: [win, loss, draw], totalRow: 3 })
          : bb({ list: [], totalRow: 0 });
      },
    });
    renderAt(tradePath, tradePath, <SecondContractScreen />);
    await screen.findByText('No open orders.');
    fireEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    const winStatus = await screen.findByTestId('second-status-w1');
    expect(winStatus.textContent).toBe('Win +80.00 USDT');
    expect(winStatus.className).toContain('trend-text--up');
    const lossStatus = screen.getByTestId('second-status-l1');
    expect(lossStatus.textContent).toBe('Loss -100.00 USDT');
    expect(lossStatus.className).toContain('trend-text--down');
    expect(screen.getByTestId('second-status-d1').textContent).toBe('Draw 0.00 USDT');
    expect(screen.getByTestId('second-order-w1-settle-price').textContent).toBe('60,200.01');
    expect(screen.getByTestId('second-order-w1-settle-time').textContent).toBe('2026-03-04 05:06:37');
    expect(screen.getByTestId('second-order-l1-source').textContent).toBe('HTX');
    expect(screen.getByTestId('second-orders-no-more')).toBeTruthy();
    expect(
      server.pathsCalled().filter((path) => path === secondContractPaths.getContractRecord),
    ).toHaveLength(2);
  });
});
