/**
 * A live quote for what the user is typing: asked for once the input has been still for `quoteDebounceMs`,
 * counted down every second, and asked for again by itself when it goes stale (while online and on screen). Answers to
 * superseded requests are dropped, so a slow answer for "1" never replaces the one for "10".
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExchangeQuote } from '../../../common/wallet-types';
import { ApiFailure } from '../../lib/http/api-failure';
import { isOnline, useOnline } from '../../lib/connectivity/connectivity-store';
import type { QuoteRequest } from './exchange-api';
import { quoteDeadlineMs, secondsLeft } from './quote-validity';
import { usePageVisible } from '../../lib/visibility/use-page-visible';

/** Typing pauses shorter than this do not ask for a quote. */
export const quoteDebounceMs = 400;
const countdownTickMs = 1000;

export interface LiveQuoteOptions {
  fetchQuote: (request: QuoteRequest) => Promise<ExchangeQuote>;
  /** The clock; tests pass a fake one (or use fake timers, which replace Date.now). */
  now?: () => number;
}

export interface LiveQuote {
  quote: ExchangeQuote | undefined;
  secondsLeft: number;
  /** A quote is on screen but its time is up: it may not be confirmed. */
  stale: boolean;
  loading: boolean;
  error: ApiFailure | undefined;
  /** Drops the quote on screen and asks for a new one now. */
  requote: () => void;
}

interface QuoteState {
  quote: ExchangeQuote | undefined;
  deadlineMs: number;
  nowMs: number;
  loading: boolean;
  error: ApiFailure | undefined;
}

const idle = (nowMs: number, loading: boolean): QuoteState => ({
  quote: undefined,
  deadlineMs: 0,
  nowMs,
  loading,
  error: undefined,
});

const requestKeyOf = (request: QuoteRequest | undefined) =>
  request ? `${request.fromCurrency}>${request.toCurrency}:${request.amount}` : '';

export function useLiveQuote(request: QuoteRequest | undefined, options: LiveQuoteOptions): LiveQuote {
  const { fetchQuote, now = Date.now } = options;
  const [state, setState] = useState<QuoteState>(() => idle(now(), false));
  const online = useOnline();
  const generation = useRef(0);
  const latestRequest = useRef(request);
  latestRequest.current = request;
  const requestKey = requestKeyOf(request);

  const load = useCallback(async () => {
    const current = latestRequest.current;
    const id = ++generation.current;
    if (!current || !isOnline()) {
      setState((previous) => ({ ...previous, loading: false }));
      return;
    }
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    try {
      const quote = await fetchQuote(current);
      if (id !== generation.current) return;
      const receivedAtMs = now();
      const deadlineMs = quoteDeadlineMs(quote, receivedAtMs);
      setState({ quote, deadlineMs, nowMs: receivedAtMs, loading: false, error: undefined });
    } catch (error) {
      if (id !== generation.current) return;
      const failure = error instanceof ApiFailure ? error : new ApiFailure(String(error), 'network');
      setState({ ...idle(now(), false), error: failure });
    }
  }, [fetchQuote, now]);

  // A new input invalidates the quote on screen at once and asks for its own after a pause.
  useEffect(() => {
    generation.current += 1;
    setState(idle(now(), requestKey !== ''));
    if (requestKey === '') return;
    const timer = setTimeout(() => void load(), quoteDebounceMs);
    return () => clearTimeout(timer);
  }, [requestKey, load, now]);

  const hasQuote = state.quote !== undefined;
  useEffect(() => {
    if (!hasQuote) return;
    const timer = setInterval(() => setState((previous) => ({ ...previous, nowMs: now() })), countdownTickMs);
    return () => clearInterval(timer);
  }, [hasQuote, now]);

  const left = hasQuote ? secondsLeft(state.deadlineMs, state.nowMs) : 0;
  const stale = hasQuote && left === 0;

  // A stale quote is replaced by itself while online and on screen; offline (or in a background tab) it stays,
  // marked stale, until the connection returns (or the page is seen again).
  const visible = usePageVisible();
  useEffect(() => {
    if (stale && online && visible && !state.loading) void load();
  }, [stale, online, visible, state.loading, load]);

  // Back online after a failed or skipped request: ask again.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && !hasQuote && latestRequest.current) void load();
    wasOnline.current = online;
  }, [online, hasQuote, load]);

  const requote = useCallback(() => {
    setState((previous) => ({ ...idle(previous.nowMs, true) }));
    void load();
  }, [load]);

  return {
    quote: state.quote,
    secondsLeft: left,
    stale,
    loading: state.loading,
    error: state.error,
    requote,
  };
}
