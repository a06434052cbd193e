/**
 * Rate limits that hold across server processes: every counted event is a row of throttle_events, and a rule is
 * "at most `limit` events of one scope and key within `windowMs`". Taking an attempt inserts its row first and
 * counts afterwards, so two processes racing for the last slot can both be refused but never both admitted; a
 * refused attempt removes its row again, so waiting clients are not punished for asking.
 */
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { throttleEvents } from '../db/schema';
import type { Clock } from './clock';
import type { KeyedHasher } from './keyed-hash';

export interface ThrottleRule {
  scope: string;
  limit: number;
  windowMs: number;
}

export type ThrottleAttempt =
  { allowed: true; eventId: number; countInWindow: number } | { allowed: false; retryAfterMs: number };

/** Rows older than this are deleted; every rule's window must be shorter. */
export const throttleRetentionMs = 24 * 60 * 60 * 1000;
/** Pruning runs at most this often per process. */
export const throttlePruneIntervalMs = 60 * 1000;
/** A key never has more rows in a window than its limit plus racing attempts; this bounds the read anyway. */
const throttleRowsReadMax = 1000;

export function createThrottle(db: Database, clock: Clock, hasher: KeyedHasher) {
  let lastPruneMs = 0;
  const keyOf = (key: string) => hasher.hash('throttle', key);

  async function recentTimes(
    rule: ThrottleRule,
    key: string,
    nowMs: number,
    tx: Queryable = db,
  ): Promise<number[]> {
    const rows = await tx
      .select({ at: throttleEvents.occurredAt })
      .from(throttleEvents)
      .where(
        and(
          eq(throttleEvents.scope, rule.scope),
          eq(throttleEvents.key, keyOf(key)),
          gt(throttleEvents.occurredAt, new Date(nowMs - rule.windowMs)),
        ),
      )
      .orderBy(asc(throttleEvents.occurredAt), asc(throttleEvents.id))
      .limit(throttleRowsReadMax);
    return rows.map((row) => row.at.getTime());
  }

  /** How long until one more event fits, given the events' times (oldest first); 0 when it fits now. */
  function waitMs(rule: ThrottleRule, times: readonly number[], nowMs: number): number {
    if (times.length < rule.limit) return 0;
    const blocking = times[times.length - rule.limit] ?? nowMs;
    return Math.max(1, blocking + rule.windowMs - nowMs);
  }

  async function pruneIfDue(nowMs: number, tx: Queryable): Promise<void> {
    if (nowMs - lastPruneMs < throttlePruneIntervalMs) return;
    lastPruneMs = nowMs;
    await tx
      .delete(throttleEvents)
      .where(lt(throttleEvents.occurredAt, new Date(nowMs - throttleRetentionMs)));
  }

  return {
    /**
     * Counts one event if the rule allows it; a refusal counts nothing and says how long to wait. `tx` lets a
     * caller count inside its own transaction (the trade password counts under a lock of the user's row).
     */
    async attempt(rule: ThrottleRule, key: string, tx: Queryable = db): Promise<ThrottleAttempt> {
      const nowMs = clock();
      await pruneIfDue(nowMs, tx);
      const [mine] = await tx
        .insert(throttleEvents)
        .values({ scope: rule.scope, key: keyOf(key), occurredAt: new Date(nowMs) })
        .returning({ id: throttleEvents.id });
      if (!mine) throw new Error('throttle insert returned no row');
      const times = await recentTimes(rule, key, nowMs, tx);
      if (times.length <= rule.limit) return { allowed: true, eventId: mine.id, countInWindow: times.length };
      await tx.delete(throttleEvents).where(eq(throttleEvents.id, mine.id));
      // Without our own row, the others decide when a slot frees up.
      const others = await recentTimes(rule, key, nowMs, tx);
      return { allowed: false, retryAfterMs: waitMs(rule, others, nowMs) };
    },

    /** Takes one attempt under each rule in turn; when one refuses, the attempts already taken are returned. */
    async attemptAll(rules: ReadonlyArray<readonly [ThrottleRule, string]>): Promise<ThrottleAttempt[]> {
      const taken: ThrottleAttempt[] = [];
      for (const [rule, key] of rules) {
        const result = await this.attempt(rule, key);
        if (!result.allowed) {
          await this.cancel(taken);
          return [result];
        }
        taken.push(result);
      }
      return taken;
    },

    /** Removes events counted by attempts that turned out not to deserve counting (a successful login). */
    async cancel(attempts: readonly ThrottleAttempt[]): Promise<void> {
      const ids = attempts.flatMap((attempt) => (attempt.allowed ? [attempt.eventId] : []));
      if (ids.length > 0) await db.delete(throttleEvents).where(inArray(throttleEvents.id, ids));
    },

    /** How long until the rule allows one more event for the key; 0 when it does now. */
    async retryAfterMs(rule: ThrottleRule, key: string, tx: Queryable = db): Promise<number> {
      const nowMs = clock();
      return waitMs(rule, await recentTimes(rule, key, nowMs, tx), nowMs);
    },

    /** Forgets a key's events under a rule, e.g. failed logins once the right password arrives. */
    async clear(rule: ThrottleRule, key: string, tx: Queryable = db): Promise<void> {
      await tx
        .delete(throttleEvents)
        .where(and(eq(throttleEvents.scope, rule.scope), eq(throttleEvents.key, keyOf(key))));
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

/** Whole units to wait, never 0: "try again in 0 minutes" reads as a bug. */
export function ceilUnits(ms: number, unitMs: number): number {
  return Math.max(1, Math.ceil(ms / unitMs));
}
