// Proves the timed-order screen: the first duration is chosen by default; each open-amount rule shows its message before anything is sent; the fee, the profit of a win and the break-even win rate follow the typed amount; the order is sent only from the confirmation sheet, the pressed button and the sheet say "Processing..." during the request, then the amount is cleared, the open orders are read again and the server's success message is toasted; a refusal is toasted with the server's message; a retry after a lost answer reuses the Idempotency-Key; a visitor sees prices, durations and the login prompt; offline the saved durations show with their age and the order buttons are disabled with the reason.
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shownName, shownText, shownTextNormalizer } from '../../support/shown-text';
import { secondContractPaths } from '../../../../src/common/api-paths';
import SecondContractScreen from '../../../../src/client/features/second-contract/second-contract-screen';
import { setConfirmSkipped } from '../../../../src/client/features/second-contract/confirm-preference';
import { notifyStore } from '../../../../src/client/lib/notify/notify-store';
import { activateLocale } from '../../../../src/client/lib/i18n/i18n';
import { clearSession } from '../../../../src/client/lib/session/session-store';
import { setOnline, signIn } from '../me/me-test-kit';
import {
  bb,
  bbFailure,
  durations,
  formOf,
  openOrder,
  renderAt,
  serveSecond,
  ticker,
  type SecondServerOptions,
} from './second-kit';
import { signedInScreenHooks } from '../screen-kit';

const tradePath = '/action/secondContract';

function renderTrade(options: SecondServerOptions = {}, path = tradePath) {
  const server = serveSecond(options);
  renderAt(path, tradePath, <SecondContractScreen />);
  return server;
}

const amountField = () => screen.findByLabelText('Amount to stake (USDT)') as Promise<HTMLInputElement>;
const buyUp = () => screen.getByTestId('second-buy-up') as HTMLButtonElement;

async function typeAmount(text: string) {
  const field = await amountField();
  await act(async () => fireEvent.change(field, { target: { value: text } }));
  return field;
}

/** The message under the amount field. */
async function amountMessage() {
  const field = await amountField();
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

const pathsOf = (server: ReturnType<typeof serveSecond>, path: string) =>
  server.pathsCalled().filter((called) => called === path).length;

signedInScreenHooks();

describe('SecondContractScreen: the form', () => {
  it('chooses the first duration by default and shows each with its seconds and profit rate', async () => {
    renderTrade();
    const first = (await screen.findByRole('radio', { name: '30 s Profit 80.00%' })) as HTMLInputElement;
    expect(first.checked).toBe(true);
    expect((screen.getByRole('radio', { name: '60 s Profit 85.00%' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.getByRole('radio', { name: '120 s Profit 88.00%' })).toBeTruthy();
    expect(screen.getByTestId('second-break-even').textContent).toBe('55.56%');
    fireEvent.click(screen.getByRole('radio', { name: '60 s Profit 85.00%' }));
    expect(screen.getByTestId('second-break-even').textContent).toBe('54.06%');
    expect(screen.getByTestId('second-risk-note').textContent).toBe(
      'You lose the whole stake if the price moves the other way. Over many orders you need to win more than 54.06% of them to break even.',
    );
  });

  it("holds the durations' place while they load, so the form below them does not move", async () => {
    let answer: (response: Response) => void = () => undefined;
    renderTrade({ config: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const loading = await screen.findByTestId('second-durations-loading');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(within(loading).getByText('Duration and profit rate')).toBeTruthy();
    expect(loading.querySelectorAll('.second-duration--placeholder')).toHaveLength(4);
    // The buttons wait; why is read out, not shown (a note there would vanish a moment later and move the rest).
    const reason = await screen.findByTestId('second-order-disabled-reason');
    expect(reason.className).toBe('visually-hidden');
    expect(reason.textContent).toBe('The durations have not loaded yet, so no order can be placed.');
    expect(buyUp().disabled).toBe(true);
    expect(buyUp().getAttribute('aria-describedby')).toBe('second-order-disabled-reason');
    // The risk note above the buttons is there already, without the rate it cannot know yet.
    expect(screen.getByTestId('second-risk-note').textContent).toBe(
      'You lose the whole stake if the price moves the other way. The win rate you need to break even shows once the durations have loaded.',
    );
    await act(async () => answer(bb(durations)));
    expect(await screen.findByTestId('second-durations')).toBeTruthy();
    expect(screen.queryByTestId('second-durations-loading')).toBeNull();
    expect(screen.queryByTestId('second-order-disabled-reason')).toBeNull();
    expect(buyUp().disabled).toBe(false);
    expect(screen.getByTestId('second-risk-note').textContent).toMatch(
      /you need to win more than [\d.]+% of them/,
    );
  });

  it('shows the pair with its live price and the trade-mode switch on "Second contract"', async () => {
    // The ticker's answer waits until the placeholder has been seen, however fast the screen or the answer is.
    let answer: (response: Response) => void = () => undefined;
    renderTrade({ ticker: () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect((await screen.findByTestId('second-last-price')).textContent).toBe('--');
    answer(ticker(60250.5));
    await vi.waitFor(() => expect(screen.getByTestId('second-last-price').textContent).toBe('60,250.50'));
    expect(screen.getByRole('tab', { name: 'Second contract' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Trading pair BTC/USDT: choose another pair' })).toBeTruthy();
  });

  it('offers the USDT pairs in its own picker, and replaces a pair timed orders do not trade', async () => {
    renderTrade({}, `${tradePath}?currency=ETH&baseCurrency=BTC`);
    expect((await screen.findByTestId('second-pair-replaced')).textContent).toBe(
      'Timed orders trade USDT pairs only, so BTC/USDT is shown.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Trading pair BTC/USDT: choose another pair' }));
    const picker = screen.getByRole('list', { name: 'Pairs for timed orders' });
    expect(
      within(picker)
        .getAllByRole('button')
        .map((button) => button.textContent?.split(/\d/)[0]),
    ).toEqual(['BTC/USDT', 'ETH/USDT', 'LTC/USDT', 'EOS/USDT', 'ADA/USDT', 'XRP/USDT', 'DOGE/USDT']);
    await act(async () => fireEvent.click(within(picker).getByTestId('second-pair-ethusdt')));
    expect(window.location.hash).toBe('#/action/secondContract?currency=ETH&baseCurrency=USDT');
    expect(
      await screen.findByRole('button', { name: 'Trading pair ETH/USDT: choose another pair' }),
    ).toBeTruthy();
  });

  it('works out the fee, the profit of a win and the break-even rate as the amount is typed', async () => {
    renderTrade({ feeRate: '0.003' });
    await screen.findByRole('radio', { name: '30 s Profit 80.00%' });
    expect(screen.getByTestId('second-fee').textContent).toBe('--');
    await typeAmount('33.33333333');
    await vi.waitFor(() => expect(screen.getByTestId('second-fee').textContent).toBe('0.10 USDT'));
    expect(screen.getByTestId('second-win-profit').textContent).toBe('+26.66 USDT');
    await typeAmount('100');
    expect(screen.getByTestId('second-fee').textContent).toBe('0.30 USDT');
    expect(screen.getByTestId('second-win-profit').textContent).toBe('+80.00 USDT');
    expect(screen.getByTestId('second-break-even').textContent).toBe('55.56%');
  });

  it.each([
    ['', 'Please enter the amount you want to stake: at least 0.00001 USDT.'],
    ['0.000001', 'Please enter the amount you want to stake: at least 0.00001 USDT.'],
    ['5', 'The smallest stake for a 30-second order is 10 USDT.'],
    ['10.123456789', 'Please use at most 8 decimal places.'],
    [
      '1000',
      'Your contract account has only 1,000 USDT available, which does not cover this stake and its fee.',
    ],
  ])('refuses the amount "%s" with its message and sends nothing', async (text, message) => {
    const server = renderTrade();
    await screen.findByRole('radio', { name: '30 s Profit 80.00%' });
    await vi.waitFor(() => expect(screen.getByTestId('second-available').textContent).toBe('1,000.00 USDT'));
    await typeAmount(text);
    await act(async () => fireEvent.click(buyUp()));
    expect(await amountMessage()).toBe(message);
    expect((await amountField()).getAttribute('aria-invalid')).toBe('true');
    expect(server.pathsCalled()).not.toContain(secondContractPaths.createOrder);
  });

  it('offers the transfer to the contract account when the balance is short', async () => {
    renderTrade({ available: '50' });
    await screen.findByRole('radio', { name: '30 s Profit 80.00%' });
    await vi.waitFor(() => expect(screen.getByTestId('second-available').textContent).toBe('50.00 USDT'));
    await typeAmount('50');
    await act(async () => fireEvent.click(buyUp()));
    expect(await amountMessage()).toContain('has only 50 USDT available');
    const link = screen.getByRole('link', { name: 'Transfer USDT to the contract account' });
    expect(link.getAttribute('href')).toBe('#/assert/transfer/1?currency=USDT');
    expect(screen.getByTestId('second-balance').textContent).toContain(
      'Timed orders are paid from your contract account, not your coin account.',
    );
  });
});

describe('SecondContractScreen: placing an order', () => {
  it('shows loading during the request, then clears the amount, reloads the open orders and toasts', async () => {
    let answer: (response: Response) => void = () => undefined;
    const created: Record<string, string>[] = [];
    const server = renderTrade({
      create: async (request) => {
        created.push(await formOf(request));
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    await screen.findByRole('radio', { name: '30 s Profit 80.00%' });
    fireEvent.click(screen.getByRole('radio', { name: '60 s Profit 85.00%' }));
    await typeAmount('100');
    await vi.waitFor(() => expect(pathsOf(server, secondContractPaths.getContractRecord)).toBe(1));
    await act(async () => fireEvent.click(screen.getByTestId('second-buy-down')));
    await act(async () => fireEvent.click(screen.getByTestId('second-confirm-submit')));
    const pressed = screen.getByTestId('second-buy-down');
    expect(pressed.getAttribute('aria-busy')).toBe('true');
    expect(pressed.textContent).toBe('Processing...');
    expect(screen.getByTestId('second-confirm-submit').textContent).toBe('Processing...');
    expect(buyUp().disabled).toBe(true);
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      openAmount: '100',
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
      positionTime: '60',
      tradeType: '2',
    });
    await act(async () => answer(bb(openOrder('s1', { tradeType: 2 }), 'Created successfully')));
    await vi.waitFor(() => expect((screen.getByTestId('second-amount') as HTMLInputElement).value).toBe(''));
    expect(notifyStore.get().current).toMatchObject({ kind: 'success', message: 'Created successfully' });
    await vi.waitFor(() => expect(pathsOf(server, secondContractPaths.getContractRecord)).toBe(2));
    expect(screen.getByTestId('second-buy-down').getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByTestId('second-confirm')).toBeNull();
  });

  it("toasts the server's refusal and keeps the amount and the confirmation open", async () => {
    const refusal = 'Market prices are unavailable right now, so no order can be placed.';
    renderTrade({ create: () => bbFailure('TRADING_MARKET_UNAVAILABLE', refusal) });
    await screen.findByRole('radio', { name: '30 s Profit 80.00%' });
    await typeAmount('20');
    await act(async () => fireEvent.click(buyUp()));
    await act(async () => fireEvent.click(screen.getByTestId('second-confirm-submit')));
    await vi.waitFor(() =>
      expect(notifyStore.get().current).toMatchObject({ kind: 'error', message: refusal }),
    );
    expect((await amountField()).value).toBe('20');
    expect(screen.getByTestId('second-confirm')).toBeTruthy();
  });

  it('sends the same Idempotency-Key again when retrying after a lost answer', async () => {
    // Without the confirmation sheet (turned off on this device), each tap sends at once.
    setConfirmSkipped(true);
    const userId = signIn();
    const keys: (string | null)[] = [];
    let attempts = 0;
    renderTrade({
      create: (request) => {
        keys.push(request.headers.get('idempotency-key'));
        // The /bb client sends the session token and the user's language, like every call (spec section 7).
        expect(request.headers.get('token')).toBe(`tok-${userId}`);
        expect(request.headers.get('accept-language')).toBe('en-US,en');
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return bb(openOrder('s2'), 'Created successfully');
      },
    });
    await screen.findByRole('radio', { name: '30 s Profit 80.00%' });
    await typeAmount('20');
    await act(async () => fireEvent.click(buyUp()));
    await vi.waitFor(() => expect(notifyStore.get().current).toMatchObject({ kind: 'error' }));
    // The lost answer made the app count itself offline; the connection comes back and the user taps again.
    act(() => setOnline(true));
    await act(async () => fireEvent.click(buyUp()));
    await vi.waitFor(() => expect(notifyStore.get().current).toMatchObject({ kind: 'success' }));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('SecondContractScreen: visitors and offline', () => {
  it('shows a visitor the price and durations, and the login prompt in place of the form', async () => {
    clearSession();
    const server = renderTrade();
    expect(await screen.findByRole('radio', { name: '30 s Profit 80.00%' })).toBeTruthy();
    const prompt = screen.getByTestId('second-login-prompt');
    expect(within(prompt).getByText('Please login first')).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Log in' }).getAttribute('href')).toContain(
      encodeURIComponent('/action/secondContract'),
    );
    expect(screen.queryByTestId('second-buy-up')).toBeNull();
    await vi.waitFor(() => expect(screen.getByTestId('second-last-price').textContent).toBe('60,250.50'));
    expect(server.pathsCalled()).not.toContain(secondContractPaths.getContractRecord);
  });

  it('offline: the saved durations and orders show with their age, and ordering is disabled with the reason', async () => {
    renderTrade({
      records: () => bb({ list: [openOrder('s9', { settleTime: Date.now() + 60_000 })], totalRow: 1 }),
    });
    await screen.findByTestId('second-order-s9');
    cleanup();
    setOnline(false);
    renderAt(tradePath, tradePath, <SecondContractScreen />);
    expect(await screen.findByRole('radio', { name: '30 s Profit 80.00%' })).toBeTruthy();
    expect(await screen.findByTestId('second-order-s9')).toBeTruthy();
    expect(screen.getByTestId('second-config-saved-age').textContent).toMatch(/^Saved .+; not up to date$/);
    expect(screen.getByTestId('second-orders-saved-age').textContent).toMatch(/^Saved /);
    await typeAmount('20');
    expect(buyUp().disabled).toBe(true);
    expect((screen.getByTestId('second-buy-down') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('second-order-disabled-reason').textContent).toBe(
      'You are offline. Orders can be placed again when you reconnect.',
    );
    expect(buyUp().getAttribute('aria-describedby')).toBe('second-order-disabled-reason');
  });
});

describe('SecondContractScreen: languages', () => {
  afterEach(async () => {
    await activateLocale('en-US');
    i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  });

  it('loads the trading catalog and speaks the chosen language', async () => {
    await act(() => activateLocale('zh-CN'));
    renderTrade();
    expect(await screen.findByRole('radio', { name: shownName('30 秒 收益率 80.00%') })).toBeTruthy();
    expect(screen.getByText('保本胜率', { normalizer: shownTextNormalizer })).toBeTruthy();
    expect(shownText(buyUp().textContent)).toBe('买涨');
    expect(shownText(screen.getByTestId('second-risk-note').textContent)).toContain(
      '胜率需要超过 55.56% 才能保本',
    );
  });
});
