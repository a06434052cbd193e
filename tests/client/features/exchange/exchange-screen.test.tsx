// Proves the flash-exchange screen fills "all" with the exact available balance, checks the amount before asking the server, shows the live quote (and a refused quote with a retry), confirms with the quote id and one Idempotency-Key per quote (reused on a retry), re-quotes and asks again when the server says the quote expired, shows its empty and failed states, and disables confirming offline.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fundingPaths, walletPaths } from '../../../../src/common/api-paths';
import { errorTable } from '../../../../src/common/errors';
import type { ExchangeQuote } from '../../../../src/common/wallet-types';
import ExchangeScreen from '../../../../src/client/features/exchange/exchange-screen';
import { notifyStore } from '../../../../src/client/lib/notify/notify-store';
import { envelope, failure, renderScreen, routeFetch, setOnline, signIn } from '../me/me-test-kit';

const usdtAvailable = '10000.123456789';

function assets(usdt = usdtAvailable) {
  return envelope({
    list: [
      { currencyName: 'USDT', availableCurrency: usdt, frozenCurrency: '0', price: '1', total: '0' },
      { currencyName: 'BTC', availableCurrency: '0', frozenCurrency: '0', price: '60000', total: '0' },
    ],
    totalUsdt: usdtAvailable,
  });
}

let quotes = 0;
async function quote(request: Request) {
  const form = new URLSearchParams(await request.text());
  quotes += 1;
  const data: ExchangeQuote = {
    quoteId: `quote-${quotes}`,
    fromCurrency: form.get('fromCurrency') ?? '',
    toCurrency: form.get('toCurrency') ?? '',
    amount: form.get('amount') ?? '',
    rate: '0.00001666',
    fee: '0.00000033',
    receive: '0.01665967',
    expiresAt: new Date(Date.now() + 30_000).toISOString(),
    validSeconds: 30,
  };
  return envelope(data);
}

const receipt = (quoteId: string) =>
  envelope({
    quoteId,
    transactionId: 9,
    fromCurrency: 'USDT',
    amount: '100',
    toCurrency: 'BTC',
    receive: '0.01665967',
    fee: '0.00000033',
  });

interface Submission {
  quoteId: string | null;
  key: string | null;
}

function serve(submitAnswers: Array<() => Response>, balances: () => Response = () => assets()) {
  const submissions: Submission[] = [];
  const server = routeFetch({
    [walletPaths.assets]: () => balances(),
    [fundingPaths.exchangeQuote]: quote,
    [fundingPaths.exchangeSubmit]: async (request) => {
      const form = new URLSearchParams(await request.text());
      submissions.push({ quoteId: form.get('quoteId'), key: request.headers.get('idempotency-key') });
      const answer = submitAnswers.shift();
      if (!answer) throw new Error('unexpected submission');
      return answer();
    },
  });
  return { ...server, submissions };
}

const amountField = () => screen.findByLabelText('Amount of USDT to exchange');
const confirm = () => act(async () => fireEvent.click(screen.getByTestId('exchange-submit')));

async function typeAmountAndWaitForQuote(amount: string) {
  fireEvent.change(await amountField(), { target: { value: amount } });
  return screen.findByTestId('exchange-receive', undefined, { timeout: 3000 });
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(() => {
  quotes = 0;
  setOnline(true);
  signIn({ email: 'demo@example.com', uid: '100001' });
  window.location.hash = '#/assert/exchange';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ExchangeScreen', () => {
  it('fills "all" with the available balance cut to 8 decimals and shows the quote', async () => {
    serve([]);
    renderScreen(<ExchangeScreen />);
    expect((await screen.findByTestId('exchange-available')).textContent).toContain(
      'Available 10,000.12 USDT',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Exchange all available USDT' }));
    expect(((await amountField()) as HTMLInputElement).value).toBe('10000.12345678');
    expect((await screen.findByTestId('exchange-receive', undefined, { timeout: 3000 })).textContent).toBe(
      '0.01665967 BTC',
    );
    expect(screen.getByTestId('exchange-rate').textContent).toBe('1 USDT = 0.00001666 BTC');
    expect(screen.getByTestId('exchange-fee').textContent).toBe('0.00000033 BTC');
    expect(screen.getByTestId('exchange-countdown').textContent).toMatch(/Valid for (30|29) s/);
  });

  it('refuses more than the available balance before sending anything', async () => {
    const server = serve([]);
    renderScreen(<ExchangeScreen />);
    await typeAmountAndWaitForQuote('10000.2');
    await confirm();
    const field = await amountField();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      errorTable.INSUFFICIENT_BALANCE.message.message.replace('{currency}', 'USDT'),
    );
    expect(server.pathsCalled()).not.toContain(fundingPaths.exchangeSubmit);
  });

  it('confirms with the quote id and reuses the same Idempotency-Key when retrying a lost answer', async () => {
    const server = serve([
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => receipt('quote-1'),
    ]);
    renderScreen(<ExchangeScreen />);
    await typeAmountAndWaitForQuote('100');
    await confirm();
    // The lost answer made the app count itself offline; the connection comes back and the user taps again.
    act(() => setOnline(true));
    await confirm();
    await vi.waitFor(() => expect(window.location.hash).toBe('#/assert/record'));
    expect(notifyStore.get().current).toMatchObject({ kind: 'success' });
    const toast = notifyStore.get().current!.message as MessageDescriptor;
    expect(i18n._(toast)).toBe('Exchanged 100.00 USDT for 0.01665967 BTC.');
    expect(server.submissions).toHaveLength(2);
    expect(server.submissions[0]!.quoteId).toBe('quote-1');
    expect(server.submissions[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(server.submissions[1]).toEqual(server.submissions[0]);
  });

  it('re-quotes when the server says the quote expired, and asks to confirm the new one', async () => {
    const expired = 'This quote has expired. Please get a new one.';
    const server = serve([() => failure('EXCHANGE_QUOTE_EXPIRED', expired), () => receipt('quote-2')]);
    renderScreen(<ExchangeScreen />);
    await typeAmountAndWaitForQuote('100');
    await confirm();
    expect(
      (await screen.findByTestId('exchange-requoted', undefined, { timeout: 3000 })).textContent,
    ).toContain('confirm again');
    expect(quotes).toBe(2);
    expect(server.submissions).toHaveLength(1);
    await confirm();
    await vi.waitFor(() => expect(window.location.hash).toBe('#/assert/record'));
    expect(server.submissions[1]!.quoteId).toBe('quote-2');
    expect(server.submissions[1]!.key).not.toBe(server.submissions[0]!.key);
  });

  it('shows a server refusal about the amount under the field', async () => {
    const tooSmall = 'This amount is too small: after the fee you would receive nothing.';
    serve([() => failure('EXCHANGE_RECEIVE_TOO_SMALL', tooSmall)]);
    renderScreen(<ExchangeScreen />);
    await typeAmountAndWaitForQuote('0.0001');
    await confirm();
    const field = await amountField();
    await vi.waitFor(() =>
      expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(tooSmall),
    );
  });

  it('offline: confirming is disabled and says why, and no quote is asked for', async () => {
    const server = serve([]);
    renderScreen(<ExchangeScreen />);
    await amountField();
    act(() => setOnline(false));
    fireEvent.change(await amountField(), { target: { value: '100' } });
    expect((screen.getByTestId('exchange-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('offline-note').textContent).toContain('Connect to the internet to exchange');
    expect(screen.getByTestId('exchange-quote-offline')).toBeTruthy();
    expect(server.pathsCalled()).not.toContain(fundingPaths.exchangeQuote);
  });

  it('says when the coin account holds nothing', async () => {
    serve([], () => assets('0'));
    renderScreen(<ExchangeScreen />);
    expect((await screen.findByText(/Your coin account is empty/)).textContent).toContain(
      'Deposit coins first',
    );
  });

  it("shows the server's message when the balances cannot be read, and tries again", async () => {
    let attempts = 0;
    serve([], () => {
      attempts += 1;
      return attempts === 1 ? failure('INTERNAL', 'Something went wrong on our side.') : assets();
    });
    renderScreen(<ExchangeScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong on our side.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect((await screen.findByTestId('exchange-available')).textContent).toContain('USDT');
  });

  it('shows a quote refusal with a way to ask again', async () => {
    const unavailable = 'The exchange rate is unavailable right now. Please try again shortly.';
    let asked = 0;
    routeFetch({
      [walletPaths.assets]: () => assets(),
      [fundingPaths.exchangeQuote]: (request) => {
        asked += 1;
        return asked === 1 ? failure('EXCHANGE_MARKET_UNAVAILABLE', unavailable) : quote(request);
      },
    });
    renderScreen(<ExchangeScreen />);
    fireEvent.change(await amountField(), { target: { value: '100' } });
    const refusal = await screen.findByTestId('exchange-quote-error', undefined, { timeout: 3000 });
    expect(refusal.textContent).toContain(unavailable);
    await act(async () => fireEvent.click(within(refusal).getByRole('button', { name: 'Try again' })));
    expect((await screen.findByTestId('exchange-receive')).textContent).toBe('0.01665967 BTC');
  });
});
