/**
 * The password hashing the test suites use: argon2id at a tiny cost. The suites create a few hundred users, and
 * production's 19 MiB × 2 passes per hash would dominate their time. The production parameters stay proved:
 * register-login.test.ts builds its app without injected hashing and reads the stored hash's parameters, and
 * brute-force.test.ts counts the verifications of a login at production's cost.
 */
import {
  createPasswordHashing,
  type HashCost,
  type PasswordHashing,
} from '../../../src/server/modules/auth/password-hashing';

export const testPasswordHashCost: HashCost = { memoryCostKib: 64, timeCost: 1, parallelism: 1 };

export const testPasswordHashing: PasswordHashing = createPasswordHashing(testPasswordHashCost);
