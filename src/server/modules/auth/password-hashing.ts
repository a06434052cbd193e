/**
 * Login and trade passwords are stored as argon2id PHC strings (salt and parameters inside the string), with the
 * OWASP minimum for argon2id: 19 MiB of memory, 2 passes, 1 lane. That costs roughly 20–50 ms per hash here,
 * which a login can afford and an offline guesser cannot. Hashing runs on libuv's thread pool, not the event loop.
 */
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

export const argon2MemoryCostKib = 19_456;
export const argon2TimeCost = 2;
export const argon2Parallelism = 1;
/** @node-rs/argon2's Algorithm.Argon2id; the enum is ambient and const, so isolated modules use its value. */
const argon2idAlgorithm = 2 as Algorithm;

const hashOptions: Options = {
  algorithm: argon2idAlgorithm,
  memoryCost: argon2MemoryCostKib,
  timeCost: argon2TimeCost,
  parallelism: argon2Parallelism,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

/** False for a wrong password and for a hash that cannot be read; never throws for either. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of nothing anybody knows, with the same parameters: verifying against it when an email has no account
 * takes as long as a wrong password does, so the answer's timing does not tell whether the account exists.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`);
  return dummyHash;
}
