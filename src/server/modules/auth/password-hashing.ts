/**
 * Login and trade passwords are stored as argon2id PHC strings (salt and parameters inside the string), with the
 * OWASP minimum for argon2id: 19 MiB of memory, 2 passes, 1 lane. That costs roughly 20–50 ms per hash here,
 * which a login can afford and an offline guesser cannot. Hashing runs on libuv's thread pool, not the event loop.
 *
 * The cost is a dependency: the server always runs at `productionHashCost`; the test suites, which create a few
 * hundred users, inject a cheap cost (a PHC string carries its own parameters, so verification needs no setting).
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2';

export interface HashCost {
  memoryCostKib: number;
  timeCost: number;
  parallelism: number;
}

export const productionHashCost: HashCost = { memoryCostKib: 19_456, timeCost: 2, parallelism: 1 };

/** @node-rs/argon2's Algorithm.Argon2id; the enum is ambient and const, so isolated modules use its value. */
const argon2idAlgorithm = 2 as Algorithm;

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash that cannot be read; never throws for either. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * A hash of nothing anybody knows, with the same parameters: verifying against it when an email has no account
   * takes as long as a wrong password does, so the answer's timing does not tell whether the account exists.
   */
  dummyHash(): Promise<string>;
}

export function createPasswordHashing(cost: HashCost = productionHashCost): PasswordHashing {
  const options = {
    algorithm: argon2idAlgorithm,
    memoryCost: cost.memoryCostKib,
    timeCost: cost.timeCost,
    parallelism: cost.parallelism,
  };
  let dummy: Promise<string> | undefined;
  const hashPassword = (password: string) => hash(password, options);
  return {
    hash: hashPassword,
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    dummyHash() {
      dummy ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`);
      return dummy;
    },
  };
}
