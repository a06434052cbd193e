/**
 * The tighter per-address allowance of the costly or sensitive calls (mailing a code, checking a password, storing
 * an upload): a fifth of the general per-minute limit, and at least one call.
 */

/** The tight allowance is this fraction of the general one. */
const tightShareDivisor = 5;
const rateWindowMs = 60_000;

export function tightRateLimit(requestsPerMinuteMax: number) {
  return {
    rateLimit: {
      max: Math.max(1, Math.floor(requestsPerMinuteMax / tightShareDivisor)),
      timeWindow: rateWindowMs,
    },
  };
}
