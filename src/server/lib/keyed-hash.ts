/**
 * HMAC-SHA256 under the server secret, for short values that must be stored or logged without being readable:
 * emailed codes (a million possibilities, so an unkeyed hash of one is reversed in a second) and the keys of
 * rate limits (email addresses and client addresses). Without the secret, which never enters the database, a
 * leaked row reveals nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface KeyedHasher {
  /** The hex HMAC of `value` in a named domain, so equal values of different kinds never collide. */
  hash(domain: string, value: string): string;
  /** Compares a value with a stored hash in constant time. */
  matches(domain: string, value: string, storedHash: string): boolean;
}

export function createKeyedHasher(secret: string): KeyedHasher {
  if (secret.length < 16) throw new Error('The server secret is too short.');
  const hash = (domain: string, value: string) =>
    createHmac('sha256', secret).update(`${domain}\u0000${value}`).digest('hex');
  return {
    hash,
    matches(domain, value, storedHash) {
      const a = Buffer.from(hash(domain, value), 'hex');
      const b = Buffer.from(storedHash, 'hex');
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
