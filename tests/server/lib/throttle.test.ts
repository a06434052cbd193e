// Proves the shared throttle: at most `limit` events per window, the wait until a slot frees, refusals that count nothing, cancel and clear, hashed keys, and pruning of old rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleEvents } from '../../../src/server/db/schema';
import { createKeyedHasher } from '../../../src/server/lib/keyed-hash';
import { createThrottle, throttleRetentionMs, type ThrottleRule } from '../../../src/server/lib/throttle';
import { createTestApp, testServerSecret, type TestApp } from '../support/test-app';

let t: TestApp;
let throttle: ReturnType<typeof createThrottle>;
beforeAll(async () => {
  t = await createTestApp();
  throttle = createThrottle(t.database.handle.db, () => t.clock.nowMs, createKeyedHasher(testServerSecret));
});
afterAll(() => t.close());

const rule = (scope: string): ThrottleRule => ({ scope, limit: 3, windowMs: 10_000 });

describe('the throttle', () => {
  it('admits up to the limit, then says how long until the oldest event leaves the window', async () => {
    const r = rule('unit:limit');
    for (let index = 1; index <= 3; index += 1) {
      expect(await throttle.attempt(r, 'k')).toMatchObject({ allowed: true, countInWindow: index });
      t.clock.advance(1000);
    }
    expect(await throttle.attempt(r, 'k')).toEqual({ allowed: false, retryAfterMs: 7000 });
    // The refusal counted nothing: the wait does not grow while a client keeps asking.
    expect(await throttle.attempt(r, 'k')).toEqual({ allowed: false, retryAfterMs: 7000 });
    expect(await throttle.attempt(r, 'other')).toMatchObject({ allowed: true });
    t.clock.advance(7000);
    expect(await throttle.attempt(r, 'k')).toMatchObject({ allowed: true });
  });

  it('cancels attempts and clears keys', async () => {
    const r = rule('unit:cancel');
    const first = await throttle.attempt(r, 'k');
    await throttle.attempt(r, 'k');
    await throttle.cancel([first]);
    expect(await throttle.attempt(r, 'k')).toMatchObject({ allowed: true, countInWindow: 2 });
    await throttle.clear(r, 'k');
    expect(await throttle.retryAfterMs(r, 'k')).toBe(0);
  });

  it('takes several rules together and gives back what it took when one refuses', async () => {
    const perKey = { scope: 'unit:all:key', limit: 5, windowMs: 10_000 };
    const perAddress = { scope: 'unit:all:ip', limit: 1, windowMs: 10_000 };
    expect(
      (
        await throttle.attemptAll([
          [perKey, 'a'],
          [perAddress, 'ip'],
        ])
      ).every((x) => x.allowed),
    ).toBe(true);
    const refused = await throttle.attemptAll([
      [perKey, 'a'],
      [perAddress, 'ip'],
    ]);
    expect(refused).toEqual([{ allowed: false, retryAfterMs: 10_000 }]);
    expect(await throttle.attempt(perKey, 'a')).toMatchObject({ allowed: true, countInWindow: 2 });
  });

  it('stores keys only as keyed hashes and prunes rows older than the retention', async () => {
    const db = t.database.handle.db;
    await throttle.attempt(rule('unit:hash'), 'someone@example.com');
    const rows = await db.select().from(throttleEvents);
    expect(rows.some((row) => row.key.includes('someone'))).toBe(false);
    t.clock.advance(throttleRetentionMs + 60_000);
    await throttle.attempt(rule('unit:prune'), 'k');
    const left = await db.select().from(throttleEvents);
    expect(left).toHaveLength(1);
    expect(left[0]?.scope).toBe('unit:prune');
  });
});
