// Proves the on-screen settlement result: an open order the screen has shown that leaves the open list after its settlement time is read by id and, once settled, its result (win, loss or draw, the amount won or lost, the open and settlement prices) shows in a live region until dismissed; one seen settled in the settled list shows at once; orders settled before the screen saw them open show nothing.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import SecondContractScreen from '../../../../src/client/features/second-contract/second-contract-screen';
import { bb, formOf, openOrder, openTimeMs, renderAt, serveSecond, settledOrder } from './second-kit';
import { signedInScreenHooks } from '../screen-kit';

const tradePath = '/action/secondContract';
/** What the shell's 5000 ms refresh does: one event every screen listens to. */
const appRefresh = () => act(async () => window.dispatchEvent(new Event('petrel:refresh')));

signedInScreenHooks();

describe('SecondContractScreen: results of orders settled while it is open', () => {
  it('reads an order that left the open list and shows its win until dismissed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(openTimeMs + 10_000);
    let settled = false;
    const byIdCalls: string[] = [];
    serveSecond({
      records: async (request) => {
        const form = await formOf(request);
        if (form.entryStatus === '2') return bb({ list: [], totalRow: 0 });
        return settled ? bb({ list: [], totalRow: 0 }) : bb({ list: [openOrder('s1')], totalRow: 1 });
      },
      byId: async (request) => {
        byIdCalls.push((await formOf(request)).id ?? '');
        return bb(settledOrder('s1'));
      },
    });
    renderAt(tradePath, tradePath, <SecondContractScreen />);
    await screen.findByTestId('second-order-s1');
    const region = screen.getByRole('region', { name: 'Settled orders' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.children).toHaveLength(0);

    // The engine settles it; the next refresh no longer lists it as open.
    vi.setSystemTime(openTimeMs + 31_000);
    settled = true;
    await appRefresh();
    const card = await within(region).findByTestId('second-result-s1');
    expect(byIdCalls).toEqual(['s1']);
    expect(within(card).getByRole('heading').textContent).toBe('WinBTC/USDT · Buy up');
    expect(screen.getByTestId('second-result-s1-amount').textContent).toBe('80.00 USDT');
    expect(within(card).getByText('You won')).toBeTruthy();
    expect(screen.getByTestId('second-result-s1-open-price').textContent).toBe('60,123.45');
    expect(screen.getByTestId('second-result-s1-settle-price').textContent).toBe('60,200.01');

    // It stays through later refreshes until dismissed.
    await appRefresh();
    expect(screen.getByTestId('second-result-s1')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('second-result-s1')).toBeNull();
  });

  it('shows a loss seen in the settled list, and nothing for orders it never saw open', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(openTimeMs + 10_000);
    let settled = false;
    const old = settledOrder('old', { result: 3, profit: '0' });
    const loss = settledOrder('l1', { tradeType: 2, result: 2, profit: '-100' });
    serveSecond({
      records: async (request) => {
        const form = await formOf(request);
        if (form.entryStatus === '1') {
          return settled ? bb({ list: [], totalRow: 0 }) : bb({ list: [openOrder('l1')], totalRow: 1 });
        }
        return bb(settled ? { list: [loss, old], totalRow: 2 } : { list: [old], totalRow: 1 });
      },
    });
    renderAt(tradePath, tradePath, <SecondContractScreen />);
    await screen.findByTestId('second-order-l1');
    fireEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    await screen.findByTestId('second-order-old');
    expect(screen.queryByTestId('second-result-old')).toBeNull();

    settled = true;
    await appRefresh();
    const card = await screen.findByTestId('second-result-l1');
    expect(within(card).getByRole('heading').textContent).toBe('LossBTC/USDT · Buy down');
    expect(within(card).getByText('You lost')).toBeTruthy();
    expect(screen.getByTestId('second-result-l1-amount').textContent).toBe('100.00 USDT');
    expect(screen.getByTestId('second-result-l1-amount').firstElementChild?.className).toBe(
      'trend-text--down',
    );
    expect(screen.queryByTestId('second-result-old')).toBeNull();
  });
});
