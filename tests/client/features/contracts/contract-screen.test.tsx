// Proves the contract screen's links (transfer, bank cards) and its open flow: the confirm sheet's exact figures (size, fee, liquidation, margin + fee) from contract-maths, each refusal on the device (wrong-side take profit and stop loss, a stop loss beyond liquidation, a bad margin, a balance short once the fee is added) with nothing sent, one Idempotency-Key per confirmation reused on a retry after a lost answer, the server's refusal shown, and a success that toasts, clears the form and reloads the positions; and the visitor and offline states.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contractPaths } from '../../../../src/common/api-paths';
import ContractScreen from '../../../../src/client/features/contracts/contract-screen';
import { notifyStore } from '../../../../src/client/lib/notify/notify-store';
import { clearSession } from '../../../../src/client/lib/session/session-store';
import { envelope, failure, renderScreen, setOnline } from '../me/me-test-kit';
import { page, position, serveContracts, type ContractServer } from './contract-kit';
import { signedInScreenHooks, toastText } from '../screen-kit';

interface Opening {
  body: URLSearchParams;
  key: string | null;
}

function serve(state: Partial<ContractServer> = {}, openAnswers: Array<() => Response> = []) {
  const world: ContractServer = {
    btc: 60123.45,
    coin: '500',
    contract: '1000',
    positions: page([]),
    ...state,
  };
  const openings: Opening[] = [];
  const server = serveContracts(world, {
    [contractPaths.open]: async (request) => {
      openings.push({
        body: new URLSearchParams(await request.text()),
        key: request.headers.get('idempotency-key'),
      });
      const answer = openAnswers.shift();
      if (!answer) throw new Error('unexpected order');
      return answer();
    },
  });
  return { ...server, world, openings };
}

/** Waits until the live price, the contract balance and the config are on screen. */
async function ready(server: ReturnType<typeof serve>, price = '60,123.45') {
  await vi.waitFor(() => expect(screen.getByTestId('contract-price').textContent).toBe(price));
  await vi.waitFor(() =>
    expect(screen.getByTestId('contract-balance-contract').textContent).toContain('USDT'),
  );
  await vi.waitFor(() => expect(server.pathsCalled()).toContain(contractPaths.config));
  await act(async () => undefined);
}

interface Draft {
  margin?: string;
  multiple?: number;
  direction?: 'up' | 'down';
  stopLoss?: string;
  takeProfit?: string;
}

async function fill(draft: Draft) {
  if (draft.direction) fireEvent.click(screen.getByTestId(`contract-direction-${draft.direction}`));
  fireEvent.click(screen.getByTestId(`contract-multiple-${draft.multiple ?? 20}`));
  fireEvent.change(screen.getByLabelText('Margin (USDT)'), {
    target: { value: draft.margin ?? '123.456789' },
  });
  fireEvent.change(screen.getByLabelText('Stop loss (optional)'), {
    target: { value: draft.stopLoss ?? '' },
  });
  fireEvent.change(screen.getByLabelText('Take profit (optional)'), {
    target: { value: draft.takeProfit ?? '' },
  });
  await act(async () => fireEvent.click(screen.getByTestId('contract-open')));
}

const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
};

const confirmSheet = () => screen.findByTestId('contract-confirm');
const pressConfirm = () => act(async () => fireEvent.click(screen.getByTestId('contract-confirm-submit')));

signedInScreenHooks();
beforeEach(() => {
  window.location.hash = '#/action/contract?currency=BTC&baseCurrency=USDT&type=3';
});

describe('ContractScreen: the accounts', () => {
  it('links the transfer into the contract account and the bank cards and collection accounts', async () => {
    const server = serve();
    renderScreen(<ContractScreen />);
    await ready(server);
    const transfer = screen.getByRole('link', {
      name: 'Transfer USDT from the coin account to the contract account',
    });
    expect(transfer.getAttribute('href')).toBe('#/assert/transfer/1?currency=USDT');
    const cards = screen.getByRole('link', { name: 'Bank cards and collection accounts' });
    expect(cards.getAttribute('href')).toBe('#/assert/bankcards');
  });
});

describe('ContractScreen: the confirm sheet', () => {
  it('shows the size, fee, estimated liquidation price and margin + fee for a known order', async () => {
    const server = serve();
    renderScreen(<ContractScreen />);
    await ready(server);
    expect(screen.getByTestId('contract-balance-coin').textContent).toBe('500.00 USDT');
    expect(screen.getByTestId('contract-balance-contract').textContent).toBe('1,000.00 USDT');
    await fill({ margin: '123.456789', multiple: 20, stopLoss: '58000', takeProfit: '65000' });
    const sheet = await confirmSheet();
    const figure = (id: string) => within(sheet).getByTestId(id).textContent;
    expect(figure('confirm-pair')).toBe('BTC/USDT Buy up 20×');
    expect(figure('confirm-entry')).toBe('≈ 60,123.45');
    expect(figure('confirm-margin')).toBe('123.45 USDT');
    expect(figure('confirm-size')).toBe('2,469.13 USDT');
    expect(figure('confirm-fee')).toBe('1.23 USDT');
    expect(figure('confirm-liquidation')).toBe('57,417.89');
    expect(figure('confirm-stop-loss')).toBe('58,000.00');
    expect(figure('confirm-take-profit')).toBe('65,000.00');
    expect(figure('confirm-total')).toBe('124.69 USDT');
    expect(server.openings).toHaveLength(0);
  });

  it('estimates a buy down liquidation above the entry price', async () => {
    const server = serve();
    renderScreen(<ContractScreen />);
    await ready(server);
    await fill({ direction: 'down', margin: '100', multiple: 10 });
    const sheet = await confirmSheet();
    // loss at liquidation = 100 − 1000 × 0.005 = 95 → 60123.45 × (1 + 95 / 1000), rounded away from the open price (the first price that liquidates).
    expect(within(sheet).getByTestId('confirm-liquidation').textContent).toBe('65,835.18');
    expect(within(sheet).getByTestId('confirm-total').textContent).toBe('100.50 USDT');
  });
});

describe('ContractScreen: refusals on the device', () => {
  it('refuses a take profit and a stop loss on the wrong side of the entry price', async () => {
    const server = serve();
    renderScreen(<ContractScreen />);
    await ready(server);
    await fill({ takeProfit: '60000', stopLoss: '61000' });
    expect(errorOf('Take profit (optional)')).toBe(
      'For buy up, the take profit must be above the entry price (60,123.45).',
    );
    expect(errorOf('Stop loss (optional)')).toBe(
      'For buy up, the stop loss must be below the entry price (60,123.45).',
    );
    expect(screen.queryByTestId('contract-confirm')).toBeNull();

    await fill({ direction: 'down', takeProfit: '61000', stopLoss: '60000' });
    expect(errorOf('Take profit (optional)')).toBe(
      'For buy down, the take profit must be below the entry price (60,123.45).',
    );
    expect(errorOf('Stop loss (optional)')).toBe(
      'For buy down, the stop loss must be above the entry price (60,123.45).',
    );
    expect(screen.queryByTestId('contract-confirm')).toBeNull();
    expect(server.openings).toHaveLength(0);
  });

  it('refuses a stop loss beyond the liquidation price', async () => {
    const server = serve();
    renderScreen(<ContractScreen />);
    await ready(server);
    await fill({ stopLoss: '57000' });
    expect(errorOf('Stop loss (optional)')).toBe(
      'The stop loss must be above the estimated liquidation price (57,417.89): the position would be liquidated first.',
    );
    expect(screen.queryByTestId('contract-confirm')).toBeNull();
    expect(server.openings).toHaveLength(0);
  });

  it('refuses a margin below 0.00001 or with more than 8 places', async () => {
    const server = serve();
    renderScreen(<ContractScreen />);
    await ready(server);
    const expected = 'Enter a margin of at least 0.00001 USDT, with at most 8 decimal places.';
    await fill({ margin: '0.000009' });
    expect(errorOf('Margin (USDT)')).toBe(expected);
    await fill({ margin: '1.123456789' });
    expect(errorOf('Margin (USDT)')).toBe(expected);
    expect(document.activeElement).toBe(screen.getByLabelText('Margin (USDT)'));
    expect(screen.queryByTestId('contract-confirm')).toBeNull();
    expect(server.openings).toHaveLength(0);
  });

  it('refuses an order whose margin fits the balance but margin + fee does not', async () => {
    // The order takes 124.69135689 USDT; one hundred-millionth less is available.
    const server = serve({ contract: '124.69135688' });
    renderScreen(<ContractScreen />);
    await ready(server);
    await fill({});
    expect(errorOf('Margin (USDT)')).toBe(
      'Not enough USDT in your contract account: this order takes 124.69135689 USDT (margin + fee) and 124.69135688 USDT is available.',
    );
    expect(screen.queryByTestId('contract-confirm')).toBeNull();
    expect(server.openings).toHaveLength(0);
  });

  it('accepts the same order when exactly margin + fee is available', async () => {
    const server = serve({ contract: '124.69135689' });
    renderScreen(<ContractScreen />);
    await ready(server);
    await fill({});
    expect(await confirmSheet()).toBeTruthy();
  });
});

describe('ContractScreen: placing the order', () => {
  it('reuses the Idempotency-Key when the same order is confirmed again after a lost answer', async () => {
    const placed = () => envelope(position({ id: 'p9' }));
    const server = serve({}, [
      () => {
        throw new TypeError('Failed to fetch');
      },
      placed,
      placed,
    ]);
    renderScreen(<ContractScreen />);
    await ready(server);
    await fill({});
    await confirmSheet();
    await pressConfirm();
    expect(screen.getByTestId('contract-confirm-failure').textContent).toBe(
      'No connection. Please check your network.',
    );
    // The lost answer made the app count itself offline; the connection returns and the user confirms again.
    act(() => setOnline(true));
    await pressConfirm();
    await vi.waitFor(() => expect(screen.queryByTestId('contract-confirm')).toBeNull());
    expect(server.openings).toHaveLength(2);
    expect(server.openings[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(server.openings[1]!.key).toBe(server.openings[0]!.key);
    expect(server.openings[0]!.body.toString()).toBe(server.openings[1]!.body.toString());
    expect(Object.fromEntries(server.openings[0]!.body)).toEqual({
      symbol: 'btcusdt',
      direction: '1',
      margin: '123.456789',
      multiple: '20',
      priceType: '1',
    });

    // A new confirmation of the very same order after the answer came is a new order with a new key.
    await fill({});
    await confirmSheet();
    await pressConfirm();
    await vi.waitFor(() => expect(server.openings).toHaveLength(3));
    expect(server.openings[2]!.key).not.toBe(server.openings[0]!.key);
  });

  it("shows the server's refusal in its own words and keeps the sheet open", async () => {
    const refusal = 'Insufficient available balance of USDT.';
    const server = serve({}, [() => failure('INSUFFICIENT_BALANCE', refusal)]);
    renderScreen(<ContractScreen />);
    await ready(server);
    await fill({});
    await confirmSheet();
    await pressConfirm();
    expect(screen.getByTestId('contract-confirm-failure').textContent).toBe(refusal);
    expect(notifyStore.get().current).toMatchObject({ kind: 'error', message: refusal });
  });

  it('on success toasts, clears the form, closes the sheet and reloads the positions', async () => {
    const server = serve({}, [() => envelope(position({ id: 'p9' }))]);
    renderScreen(<ContractScreen />);
    await ready(server);
    await vi.waitFor(() => expect(screen.getByTestId('contract-positions-empty')).toBeTruthy());
    await fill({ takeProfit: '65000' });
    await confirmSheet();
    server.world.positions = page([position({ id: 'p9', takeProfit: '65000' })]);
    await pressConfirm();
    await vi.waitFor(() => expect(screen.queryByTestId('contract-confirm')).toBeNull());
    expect(notifyStore.get().current?.kind).toBe('success');
    expect(toastText()).toBe('Order has been placed');
    expect((screen.getByLabelText('Margin (USDT)') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Take profit (optional)') as HTMLInputElement).value).toBe('');
    expect(Object.fromEntries(server.openings[0]!.body)).toMatchObject({ takeProfit: '65000' });
    expect(await screen.findByTestId('position-p9')).toBeTruthy();
  });

  it('sends a limit order with its price and checks the exits against it', async () => {
    const server = serve({}, [() => envelope(position({ id: 'p9' }))]);
    renderScreen(<ContractScreen />);
    await ready(server);
    fireEvent.click(screen.getByTestId('contract-type-limit'));
    fireEvent.change(screen.getByLabelText('Limit price (USDT)'), { target: { value: '59000.123' } });
    await fill({ margin: '100', multiple: 10 });
    expect(errorOf('Limit price (USDT)')).toBe('Enter a price above 0 with at most 2 decimal places.');
    fireEvent.change(screen.getByLabelText('Limit price (USDT)'), { target: { value: '59000' } });
    await fill({ margin: '100', multiple: 10, takeProfit: '59500' });
    const sheet = await confirmSheet();
    expect(within(sheet).getByTestId('confirm-entry').textContent).toBe('59,000.00');
    expect(within(sheet).getByTestId('confirm-liquidation').textContent).toBe('53,395.00');
    await pressConfirm();
    await vi.waitFor(() => expect(server.openings).toHaveLength(1));
    expect(Object.fromEntries(server.openings[0]!.body)).toMatchObject({ priceType: '2', price: '59000' });
  });
});

describe('ContractScreen: visitor and offline', () => {
  it('shows a visitor the market and the form with a way to log in, and reads nothing private', async () => {
    clearSession();
    const server = serve();
    renderScreen(<ContractScreen />);
    await vi.waitFor(() => expect(screen.getByTestId('contract-price').textContent).toBe('60,123.45'));
    expect(screen.getByTestId('contract-login').getAttribute('href')).toBe(
      '#/login?redirect=%2Faction%2Fcontract%3Fcurrency%3DBTC%26baseCurrency%3DUSDT%26type%3D3',
    );
    expect(screen.queryByTestId('contract-open')).toBeNull();
    expect(screen.queryByTestId('contract-accounts')).toBeNull();
    expect(server.pathsCalled()).not.toContain(contractPaths.config);
    expect(server.pathsCalled()).not.toContain(contractPaths.list);
  });

  it('offline: opening is disabled and says why', async () => {
    const server = serve();
    renderScreen(<ContractScreen />);
    await ready(server);
    act(() => setOnline(false));
    const open = screen.getByTestId('contract-open') as HTMLButtonElement;
    expect(open.disabled).toBe(true);
    expect(screen.getByTestId('offline-note').textContent).toBe(
      'You are offline. Opening a position is available again when you reconnect.',
    );
    expect(screen.getByTestId('contract-accounts-age').textContent).toMatch(
      /^Balances saved .+; not up to date\.$/,
    );
  });
});
