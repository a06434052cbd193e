/**
 * How long a quote stays usable on this screen. The deadline is counted on the device's clock from the moment the
 * quote arrived (validSeconds later), not from the server's expiresAt, since the two clocks may disagree by more
 * than the quote lives; the server still decides, and an expired answer re-quotes (see the screen).
 */
import type { ExchangeQuote } from '../../../common/wallet-types';

/** A quote lives at least this long on screen, so a misconfigured validity of 0 cannot re-quote in a tight loop. */
const quoteLifetimeMinSeconds = 1;

export function quoteDeadlineMs(quote: Pick<ExchangeQuote, 'validSeconds'>, receivedAtMs: number): number {
  return receivedAtMs + Math.max(quoteLifetimeMinSeconds, quote.validSeconds) * 1000;
}

/** Whole seconds left, rounded up, so the countdown shows 1 until the very end and 0 only once stale. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}
