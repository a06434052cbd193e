/**
 * The resend countdown of a verification code. The end time lives outside the component, keyed by purpose and
 * address, so reading the agreement and coming back does not reset it; the server enforces the same wait.
 */
import { useCallback, useEffect, useState } from 'react';

const endsAtMs = new Map<string, number>();
const tickMs = 1000;

export interface Countdown {
  secondsLeft: number;
  start: (seconds: number) => void;
}

export function useCountdown(key: string): Countdown {
  const [nowMs, setNowMs] = useState(() => Date.now());
  const endAtMs = endsAtMs.get(key) ?? 0;
  const secondsLeft = Math.max(0, Math.ceil((endAtMs - nowMs) / 1000));

  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = setTimeout(() => setNowMs(Date.now()), Math.min(tickMs, endAtMs - nowMs));
    return () => clearTimeout(timer);
  }, [secondsLeft, endAtMs, nowMs]);

  const start = useCallback(
    (seconds: number) => {
      const startedAtMs = Date.now();
      endsAtMs.set(key, startedAtMs + Math.max(0, seconds) * 1000);
      setNowMs(startedAtMs);
    },
    [key],
  );

  return { secondsLeft, start };
}

/** Tests start each case without a running countdown. */
export function resetCountdowns(): void {
  endsAtMs.clear();
}
