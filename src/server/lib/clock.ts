/**
 * The server's clock, injected everywhere time matters (sessions, codes, throttles, caches, the market feed) so
 * tests can move time instead of sleeping. It lives in lib/ because every layer needs it and none owns it.
 */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();
