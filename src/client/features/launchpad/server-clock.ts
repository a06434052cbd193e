/**
 * Countdowns read the SERVER's clock, not the phone's (docs/api.md: every listing answer carries `serverTime`): a
 * phone set an hour wrong would otherwise open the Join button early or show a sale as ended while it runs. The
 * offset between the two clocks is taken when the answer arrived (`serverTime` against the device's time then,
 * `savedAtMs`), so a saved answer read offline later still counts from the right moment.
 */
import { useEffect, useState } from 'react';
import { listingStates, type ListingState, type ListingSummary } from '../../../common/launchpad-types';
import { usePageVisible } from '../../lib/visibility/use-page-visible';

/** The countdowns show whole seconds. */
export const countdownTickMs = 1000;

/** Milliseconds to add to the device's clock to get the server's, from one answer. */
export function serverOffsetMs(serverTimeMs: number, receivedAtMs: number): number {
  return serverTimeMs - receivedAtMs;
}

/** The server's time now, estimated from the device's clock and an answer's offset. */
export function serverNowMs(deviceNowMs: number, offsetMs: number): number {
  return deviceNowMs + offsetMs;
}

export interface ListingPhase {
  /** The state at `nowMs` by the server's clock: a sale that was warming up when saved may be open now. */
  state: ListingState;
  /** Milliseconds left until the start (warming up) or the end (joining); 0 once ended. */
  remainingMs: number;
}

/** The state of a sale at the server's `nowMs`, from its start and end (the same rule as the server's). */
export function listingPhase(
  listing: Pick<ListingSummary, 'startsAt' | 'endsAt'>,
  nowMs: number,
): ListingPhase {
  if (nowMs < listing.startsAt)
    return { state: listingStates.warmingUp, remainingMs: listing.startsAt - nowMs };
  if (nowMs < listing.endsAt) return { state: listingStates.joining, remainingMs: listing.endsAt - nowMs };
  return { state: listingStates.ended, remainingMs: 0 };
}

const msPerSecond = 1000;
const secondsPerMinute = 60;
const secondsPerHour = 3600;
const secondsPerDay = 86_400;
const pad2 = (value: number) => String(value).padStart(2, '0');

/** The parts of a countdown: whole days, then hh:mm:ss (seconds rounded up, so it shows 1 until the very end). */
export function countdownParts(remainingMs: number): { days: number; clock: string } {
  const seconds = Math.max(0, Math.ceil(remainingMs / msPerSecond));
  const days = Math.floor(seconds / secondsPerDay);
  const hours = Math.floor((seconds % secondsPerDay) / secondsPerHour);
  const minutes = Math.floor((seconds % secondsPerHour) / secondsPerMinute);
  return { days, clock: `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds % secondsPerMinute)}` };
}

/**
 * The device's time, re-read every second while `running` and the page is on screen (a phone in a pocket spends
 * nothing on it). Callers add the server offset.
 */
export function useTickingNow(running: boolean): number {
  const [, setTicks] = useState(0);
  const visible = usePageVisible();
  useEffect(() => {
    if (!running || !visible) return;
    const timer = setInterval(() => setTicks((ticks) => ticks + 1), countdownTickMs);
    return () => clearInterval(timer);
  }, [running, visible]);
  return Date.now();
}

/** The server's time now for listings answered at `receivedAtMs` (undefined: not answered yet), ticking. */
export function useServerNow(serverTimeMs: number | undefined, receivedAtMs: number | undefined): number {
  const deviceNowMs = useTickingNow(serverTimeMs !== undefined);
  if (serverTimeMs === undefined || receivedAtMs === undefined) return deviceNowMs;
  return serverNowMs(deviceNowMs, serverOffsetMs(serverTimeMs, receivedAtMs));
}
