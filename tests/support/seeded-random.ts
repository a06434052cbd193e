/**
 * mulberry32: a tiny PRNG with a 32-bit state, for tests and benchmarks that draw "random" cases. A seed gives the
 * same sequence on every run, so a failing case replays exactly. Not for anything that needs unpredictability.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}
