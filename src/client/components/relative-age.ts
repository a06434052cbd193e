/** "3 minutes ago" in the user's language, from the browser's own Intl data (no strings to translate). */
import { useEffect, useState } from 'react';

const steps: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', Number.POSITIVE_INFINITY],
];

/**
 * One formatter per language, as every saved-age label re-renders on a timer: the first one of a language loads its
 * locale data, 60–80 ms at 4× CPU in Chromium (issue 23's trace), later ones cost about a millisecond.
 */
const formatters = new Map<string, Intl.RelativeTimeFormat>();

function formatterFor(locale: string): Intl.RelativeTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formatters.set(locale, formatter);
  }
  return formatter;
}

export function relativeAge(savedAtMs: number, nowMs: number, locale: string): string {
  let amount = Math.max(0, Math.round((nowMs - savedAtMs) / 1000));
  for (const [unit, size] of steps) {
    if (amount < size) {
      return formatterFor(locale).format(-amount, unit);
    }
    amount = Math.floor(amount / size);
  }
  return '';
}

/** How often a label of age ("Saved 3 minutes ago") is brought up to date. */
export const ageRefreshMs = 15_000;

/** The current time, refreshed every `intervalMs`, for labels that age on screen. */
export function useNow(intervalMs: number): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return nowMs;
}
