// Proves the live quote waits for typing to pause, drops superseded answers, counts its validity down on the
// clock, asks again by itself once stale (only while online and on screen), and that requote replaces it at once.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeQuote } from '../../../../src/common/wallet-types';
import type { QuoteRequest } from '../../../../src/client/features/exchange/exchange-api';
import { quoteDebounceMs, useLiveQuote } from '../../../../src/client/features/exchange/use-live-quote';
import { setOnline } from '../me/me-test-kit';

let issued = 0;

function quoteFor(request: QuoteRequest, validSeconds = 10): ExchangeQuote {
  issued += 1;
  return {
    quoteId: `q${issued}`,
    fromCurrency: request.fromCurrency,
    toCurrency: request.toCurrency,
    amount: request.amount,
    rate: '0.00002',
    fee: '0.0000001',
    receive: '0.0001999',
    expiresAt: new Date(Date.now() + validSeconds * 1000).toISOString(),
    validSeconds,
  };
}

const usdtToBtc = (amount: string): QuoteRequest => ({ fromCurrency: 'USDT', toCurrency: 'BTC', amount });

/** Lets resolved promises (the fake server's answers) reach React. */
const settle = () => act(async () => undefined);
const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

function renderLiveQuote(fetchQuote: (request: QuoteRequest) => Promise<ExchangeQuote>, amount = '5') {
  const options = { fetchQuote };
  return renderHook(({ request }) => useLiveQuote(request, options), {
    initialProps: { request: usdtToBtc(amount) as QuoteRequest | undefined },
  });
}

function setVisibility(state: DocumentVisibilityState) {
  act(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  setOnline(true);
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('useLiveQuote', () => {
  it('asks once, for the last amount, after typing pauses', async () => {
    const fetchQuote = vi.fn(async (request: QuoteRequest) => quoteFor(request));
    const { result, rerender } = renderLiveQuote(fetchQuote, '1');
    await advance(quoteDebounceMs - 100);
    rerender({ request: usdtToBtc('10') });
    await advance(quoteDebounceMs - 100);
    rerender({ request: usdtToBtc('100') });
    expect(fetchQuote).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(true);
    await advance(quoteDebounceMs);
    await settle();
    expect(fetchQuote).toHaveBeenCalledTimes(1);
    expect(fetchQuote).toHaveBeenCalledWith(usdtToBtc('100'));
    expect(result.current.quote?.amount).toBe('100');
  });

  it('drops the answer to a request the user has already changed', async () => {
    const answers: Array<(quote: ExchangeQuote) => void> = [];
    const fetchQuote = vi.fn(
      (request: QuoteRequest) =>
        new Promise<ExchangeQuote>((resolve) => answers.push(() => resolve(quoteFor(request)))),
    );
    const { result, rerender } = renderLiveQuote(fetchQuote, '1');
    await advance(quoteDebounceMs);
    rerender({ request: usdtToBtc('2') });
    await advance(quoteDebounceMs);
    expect(fetchQuote).toHaveBeenCalledTimes(2);
    await act(async () => answers[1]!(quoteFor(usdtToBtc('2'))));
    await act(async () => answers[0]!(quoteFor(usdtToBtc('1'))));
    expect(result.current.quote?.amount).toBe('2');
  });

  it('counts down every second and re-quotes by itself when the quote goes stale', async () => {
    const fetchQuote = vi.fn(async (request: QuoteRequest) => quoteFor(request, 10));
    const { result } = renderLiveQuote(fetchQuote);
    await advance(quoteDebounceMs);
    await settle();
    expect(result.current.quote?.quoteId).toBe(`q${issued}`);
    const firstId = result.current.quote?.quoteId;
    expect(result.current.secondsLeft).toBe(10);
    await advance(3000);
    expect(result.current.secondsLeft).toBe(7);
    expect(result.current.stale).toBe(false);
    await advance(6000);
    expect(result.current.secondsLeft).toBe(1);
    expect(fetchQuote).toHaveBeenCalledTimes(1);
    await advance(1000);
    await settle();
    expect(fetchQuote).toHaveBeenCalledTimes(2);
    expect(result.current.quote?.quoteId).not.toBe(firstId);
    expect(result.current.secondsLeft).toBe(10);
    expect(result.current.stale).toBe(false);
  });

  it('offline keeps a stale quote marked stale, asks nothing, and re-quotes on reconnecting', async () => {
    const fetchQuote = vi.fn(async (request: QuoteRequest) => quoteFor(request, 5));
    const { result } = renderLiveQuote(fetchQuote);
    await advance(quoteDebounceMs);
    await settle();
    act(() => setOnline(false));
    await advance(5000);
    await advance(30_000);
    expect(result.current.stale).toBe(true);
    expect(result.current.secondsLeft).toBe(0);
    expect(fetchQuote).toHaveBeenCalledTimes(1);
    act(() => setOnline(true));
    await settle();
    expect(fetchQuote).toHaveBeenCalledTimes(2);
    expect(result.current.stale).toBe(false);
  });

  it('requote drops the quote on screen and asks again at once', async () => {
    const fetchQuote = vi.fn(async (request: QuoteRequest) => quoteFor(request, 30));
    const { result } = renderLiveQuote(fetchQuote);
    await advance(quoteDebounceMs);
    await settle();
    const firstId = result.current.quote?.quoteId;
    act(() => result.current.requote());
    expect(result.current.quote).toBeUndefined();
    expect(result.current.loading).toBe(true);
    await settle();
    expect(fetchQuote).toHaveBeenCalledTimes(2);
    expect(result.current.quote?.quoteId).not.toBe(firstId);
  });

  it('asks nothing while there is no amount to quote', async () => {
    const fetchQuote = vi.fn(async (request: QuoteRequest) => quoteFor(request));
    const { result, rerender } = renderLiveQuote(fetchQuote);
    rerender({ request: undefined });
    await advance(quoteDebounceMs * 3);
    expect(fetchQuote).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(false);
    expect(result.current.quote).toBeUndefined();
  });

  it('waits with the re-quote while the page is hidden, and re-quotes when it is seen again', async () => {
    const fetchQuote = vi.fn(async (request: QuoteRequest) => quoteFor(request, 5));
    const { result } = renderLiveQuote(fetchQuote);
    await advance(quoteDebounceMs);
    await settle();
    setVisibility('hidden');
    await advance(60_000);
    expect(result.current.stale).toBe(true);
    expect(fetchQuote).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await settle();
    expect(fetchQuote).toHaveBeenCalledTimes(2);
    expect(result.current.stale).toBe(false);
  });
});
