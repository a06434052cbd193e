/**
 * The simulator's secrets (ARCHITECTURE.md §7). An installation keeps one random master secret in its database;
 * each UTC day's key is derived from it, so every process of the installation computes the same key without
 * storing one row a day, and publishing a past day's key reveals nothing about the master or any other day
 * (HMAC-SHA256 is a pseudorandom function). A day's commitment is the SHA-256 of its key: published before the day
 * begins, it binds the server to that day's prices; the key itself is published after the day ends.
 */
import { createHash, createHmac } from 'node:crypto';
import { dayMs } from '../../../common/constants';

/** Bytes of a day's key and of the master secret. */
export const dayKeyBytes = 32;

/** A UTC day index: Math.floor(timeMs / dayMs). Answers that day's 32-byte key. */
export type DayKeyOf = (dayIndex: number) => Buffer;

export function dayIndexOf(timeMs: number): number {
  return Math.floor(timeMs / dayMs);
}

/** The day's date as YYYY-MM-DD (UTC). */
export function isoDayOf(dayIndex: number): string {
  return new Date(dayIndex * dayMs).toISOString().slice(0, 10);
}

/** The day index of a YYYY-MM-DD date, or undefined when the text is not a real date in that form. */
export function dayIndexOfIso(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const timeMs = Date.parse(`${text}T00:00:00.000Z`);
  if (!Number.isFinite(timeMs)) return undefined;
  const dayIndex = dayIndexOf(timeMs);
  // Date.parse rolls 2026-02-31 over to March; a date that does not round-trip is not a date.
  return isoDayOf(dayIndex) === text ? dayIndex : undefined;
}

/** Keys derived from the installation's master secret, memoised per day (a 2000-day chart asks for each). */
export function dayKeysFromMaster(master: Buffer): DayKeyOf {
  if (master.length !== dayKeyBytes)
    throw new RangeError(`The market master secret must be ${dayKeyBytes} bytes`);
  const keys = new Map<number, Buffer>();
  return (dayIndex) => {
    let key = keys.get(dayIndex);
    if (!key) {
      key = createHmac('sha256', master)
        .update(`petrel-market-day:${isoDayOf(dayIndex)}`)
        .digest();
      keys.set(dayIndex, key);
    }
    return key;
  };
}

/** Raised when a computation needs a day whose key has not been revealed (a verifier working from public data). */
export class DayKeyUnavailableError extends Error {
  constructor(readonly dayIndex: number) {
    super(`The market key of ${isoDayOf(dayIndex)} is not available (not revealed yet, or not supplied)`);
    this.name = 'DayKeyUnavailableError';
  }
}

/** Keys from revealed secrets only (the verifier): asking for any other day throws DayKeyUnavailableError. */
export function dayKeysFromRevealed(revealed: ReadonlyMap<number, Buffer>): DayKeyOf {
  return (dayIndex) => {
    const key = revealed.get(dayIndex);
    if (!key) throw new DayKeyUnavailableError(dayIndex);
    return key;
  };
}

/** The day's public commitment: SHA-256 of its key, as 64 lowercase hex digits. */
export function commitmentOf(dayKey: Buffer): string {
  return createHash('sha256').update(dayKey).digest('hex');
}
