// Proves the open positions list: profit or loss and ROI marked at the live price and updated when the price moves (buy up and buy down), a Close that asks first and then closes with an Idempotency-Key, a pending entry cancelled instead, a refused close shown in the server's words, the empty state, and offline the saved list with its age and every Close disabled with the reason, and the saved list wiped at logout.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contractPaths } from '../../../../src/common/api-paths';
import { contractStatus, tradeDirections } from '../../../../src/common/trading-types';
import { OpenPositionsPanel } from '../../../../src/client/features/contracts/open-positions-panel';
import { cacheDatabase } from '../../../../src/client/lib/cache/cache-db';
import { forgetRememberedAnswers } from '../../../../src/client/lib/cache/use-cached-query';
import { forgetUser } from '../../../../src/client/lib/account/forget-user';
import { envelope, failure, renderScreen, setOnline, signIn } from '../me/me-test-kit';
import { page, position, serveContracts, tick, type ContractServer } from './contract-kit';
import { signedInScreenHooks, toastText } from '../screen-kit';

function serve(state: Partial<ContractServer>, closeAnswers: Array<() => Response> = []) {
  const world: ContractServer = { btc: 61000, coin: '0', contract: '0', positions: page([]), ...state };
  const closings: Array<{ id: string | null; key: string | null }> = [];
  const server = serveContracts(world, {
    [contractPaths.close]: async (request) => {
      const form = new URLSearchParams(await request.text());
      closings.push({ id: form.get('id'), key: request.headers.get('idempotency-key') });
      const answer = closeAnswers.shift();
      if (!answer) throw new Error('unexpected close');
      return answer();
    },
  });
  return { ...server, world, closings };
}

const renderPanel = () => renderScreen(<OpenPositionsPanel title="My open positions" />);
const text = (testId: string) => screen.getByTestId(testId).textContent;

signedInScreenHooks();

describe('OpenPositionsPanel', () => {
  it('marks profit or loss and ROI at the live price and follows the price when it moves', async () => {
    const server = serve({
      positions: page([position({ id: 'up' }), position({ id: 'down', direction: tradeDirections.down })]),
    });
    renderPanel();
    await vi.waitFor(() => expect(text('position-up-pnl')).toBe('+16.66'));
    // 1000 × (61000 − 60000) / 60000 = 16.666666…, truncated to USDT's 2 places; ROI = 16.66666666 / 100 margin.
    expect(text('position-up-roi')).toBe('+16.66%');
    expect(text('position-up-price')).toBe('61,000.00');
    expect(text('position-down-pnl')).toBe('-16.66');
    expect(text('position-down-roi')).toBe('-16.66%');
    expect(within(screen.getByTestId('position-up-pnl')).getByText('+16.66').className).toBe(
      'trend-text--up',
    );

    server.world.btc = 59000.5;
    act(() => tick());
    await vi.waitFor(() => expect(text('position-up-pnl')).toBe('-16.65'));
    expect(text('position-up-roi')).toBe('-16.65%');
    expect(text('position-up-price')).toBe('59,000.50');
    expect(text('position-down-pnl')).toBe('+16.65');
    expect(within(screen.getByTestId('position-up-pnl')).getByText('-16.65').className).toBe(
      'trend-text--down',
    );
  });

  it('closes a position only after the confirmation, with an Idempotency-Key, then reloads', async () => {
    const server = serve({ positions: page([position()]) }, [
      () => envelope(position({ status: contractStatus.finished })),
    ]);
    renderPanel();
    const close = await screen.findByRole('button', { name: 'Close the BTC/USDT Buy up 10× position' });
    fireEvent.click(close);
    const sheet = await screen.findByTestId('close-confirm');
    // The estimate shows once the live price has come, which may be a read after the positions' (reads take turns).
    expect((await within(sheet).findByTestId('close-confirm-profit')).textContent).toBe('≈ +16.66 USDT');
    // Focus starts on the way out, so a stray Enter does not close the position.
    expect(document.activeElement?.textContent).toBe('Keep it open');
    expect(server.closings).toHaveLength(0);

    fireEvent.click(within(sheet).getByRole('button', { name: 'Keep it open' }));
    expect(screen.queryByTestId('close-confirm')).toBeNull();
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    await screen.findByTestId('close-confirm');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('close-confirm')).toBeNull();
    expect(server.closings).toHaveLength(0);

    fireEvent.click(close);
    server.world.positions = page([]);
    await act(async () => fireEvent.click(screen.getByTestId('close-confirm-submit')));
    await vi.waitFor(() => expect(screen.queryByTestId('close-confirm')).toBeNull());
    expect(server.closings).toEqual([{ id: 'p1', key: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(toastText()).toBe('Position closed');
    expect(await screen.findByTestId('contract-positions-empty')).toBeTruthy();
    expect(screen.getByTestId('contract-positions-empty').textContent).toBe('No open positions');
  });

  it('cancels a pending limit entry instead of closing it', async () => {
    const pending = position({
      status: contractStatus.pending,
      priceType: 2,
      limitPrice: '58000',
      openPrice: null,
      liquidationPrice: null,
      openedAt: null,
    });
    const server = serve({ positions: page([pending]) }, [
      () => envelope({ ...pending, status: contractStatus.cancelled }),
    ]);
    renderPanel();
    const cancel = await screen.findByRole('button', { name: 'Cancel the BTC/USDT Buy up 10× order' });
    expect(cancel.textContent).toBe('Cancel');
    expect(text('position-p1-pnl')).toBe('--');
    fireEvent.click(cancel);
    const sheet = await screen.findByTestId('close-confirm');
    expect(within(sheet).getByRole('heading').textContent).toBe('Cancel this order?');
    await act(async () => fireEvent.click(within(sheet).getByRole('button', { name: 'Cancel order' })));
    await vi.waitFor(() => expect(server.closings).toHaveLength(1));
    expect(toastText()).toBe('Order cancelled');
  });

  it("shows a refused close in the server's words and keeps the same key for the retry of a lost answer", async () => {
    const notFound = 'This order does not exist.';
    const server = serve({ positions: page([position()]) }, [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => failure('TRADING_ORDER_NOT_FOUND', notFound),
    ]);
    renderPanel();
    fireEvent.click(await screen.findByTestId('position-p1-close'));
    await act(async () => fireEvent.click(screen.getByTestId('close-confirm-submit')));
    act(() => setOnline(true));
    await act(async () => fireEvent.click(screen.getByTestId('close-confirm-submit')));
    expect(screen.getByTestId('close-confirm-failure').textContent).toBe(notFound);
    expect(server.closings[1]!.key).toBe(server.closings[0]!.key);
  });

  it('offline: the saved list stays with its age and every Close is disabled with the reason', async () => {
    serve({ positions: page([position(), position({ id: 'p2' })]) });
    renderPanel();
    await vi.waitFor(() => expect(text('position-p1-pnl')).toBe('+16.66'));
    act(() => setOnline(false));
    for (const id of ['p1', 'p2']) {
      const close = screen.getByTestId(`position-${id}-close`) as HTMLButtonElement;
      expect(close.disabled).toBe(true);
      expect(close.getAttribute('aria-describedby')).toBe('ct-positions-offline');
    }
    expect(document.getElementById('ct-positions-offline')?.textContent).toBe(
      'You are offline. Closing and cancelling are available again when you reconnect.',
    );
    expect(text('contract-positions-age')).toMatch(/^Positions saved .+; not up to date\.$/);
  });

  it('offline with a list saved on this device earlier: shows it from the device', async () => {
    const userId = signIn();
    serve({ positions: page([position()]) });
    renderPanel();
    await screen.findByTestId('position-p1');
    // Let the saved copy reach IndexedDB, then open the list again with no connection and nothing in memory.
    await vi.waitFor(async () => expect(await (await cacheDatabase()).entries.count()).toBeGreaterThan(0));
    cleanup();
    forgetRememberedAnswers(userId);
    setOnline(false);
    vi.unstubAllGlobals();
    renderPanel();
    expect(await screen.findByTestId('position-p1')).toBeTruthy();
    expect((screen.getByTestId('position-p1-close') as HTMLButtonElement).disabled).toBe(true);
    expect(text('contract-positions-age')).toMatch(/^Positions saved .+; not up to date\.$/);
  });

  it("wipes the user's saved positions at logout", async () => {
    const userId = signIn();
    serve({ positions: page([position()]) });
    renderPanel();
    await screen.findByTestId('position-p1');
    await vi.waitFor(async () =>
      expect(await (await cacheDatabase()).entries.where('userId').equals(userId).count()).toBeGreaterThan(0),
    );
    await forgetUser();
    expect(await (await cacheDatabase()).entries.where('userId').equals(userId).count()).toBe(0);
  });
});
