// Proves the countdowns and states follow the server's clock (serverTime against when the answer arrived), not the phone's, and that the countdown text counts whole seconds up to days.
import { describe, expect, it } from 'vitest';
import { listingStates } from '../../../../src/common/launchpad-types';
import {
  countdownParts,
  listingPhase,
  serverNowMs,
  serverOffsetMs,
} from '../../../../src/client/features/launchpad/server-clock';

const hourMs = 3_600_000;

describe('server clock', () => {
  it('reads the state by the server time even when the phone clock is an hour behind', () => {
    const serverTime = 1_800_000_000_000;
    const phoneAtAnswer = serverTime - hourMs;
    const listing = { startsAt: serverTime - 60_000, endsAt: serverTime + 2 * hourMs };
    // By the phone's own clock the sale would not have started yet.
    expect(listingPhase(listing, phoneAtAnswer).state).toBe(listingStates.warmingUp);
    const offset = serverOffsetMs(serverTime, phoneAtAnswer);
    const fiveSecondsLater = serverNowMs(phoneAtAnswer + 5000, offset);
    expect(listingPhase(listing, fiveSecondsLater)).toEqual({
      state: listingStates.joining,
      remainingMs: 2 * hourMs - 5000,
    });
  });

  it('moves from warming up to joining to ended at the exact start and end', () => {
    const listing = { startsAt: 1000, endsAt: 5000 };
    expect(listingPhase(listing, 999)).toEqual({ state: listingStates.warmingUp, remainingMs: 1 });
    expect(listingPhase(listing, 1000)).toEqual({ state: listingStates.joining, remainingMs: 4000 });
    expect(listingPhase(listing, 5000)).toEqual({ state: listingStates.ended, remainingMs: 0 });
  });

  it('counts whole seconds rounded up, with days apart', () => {
    expect(countdownParts(1)).toEqual({ days: 0, clock: '00:00:01' });
    expect(countdownParts(2 * hourMs + 3 * 60_000 + 4000)).toEqual({ days: 0, clock: '02:03:04' });
    expect(countdownParts(3 * 24 * hourMs + 59_500)).toEqual({ days: 3, clock: '00:01:00' });
    expect(countdownParts(-5)).toEqual({ days: 0, clock: '00:00:00' });
  });
});
