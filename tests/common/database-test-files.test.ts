// Proves the choice of server test files that `npm run test:postgres` runs again on Postgres
// (tests/support/database-test-files.ts): a file that imports the test database itself or only through a support
// module is chosen, and a file that never reaches it (the simulator's, a pure decision's) is left to `npm test`.
import path from 'node:path';
import { expect, it } from 'vitest';
import { serverTestFilesOnTestDatabase } from '../support/database-test-files';

const root = path.resolve(import.meta.dirname, '..', '..');

it('chooses the server files that reach the test database, directly or through what they import', () => {
  const chosen = serverTestFilesOnTestDatabase(root);
  // Imports tests/server/support/test-database.ts itself.
  expect(chosen).toContain('tests/server/lifecycle/boot-fingerprint.test.ts');
  // Reaches it through the support modules (test-app.ts and the wallet helpers).
  expect(chosen).toContain('tests/server/wallet/wallet-model.test.ts');
  // Never opens a database: the simulator, a pure decision, a docs check.
  expect(chosen).not.toContain('tests/server/market/simulator-fairness.test.ts');
  expect(chosen).not.toContain('tests/server/spot/decide-fill.test.ts');
  expect(chosen).not.toContain('tests/server/ops/ops-docs.test.ts');
  // Runs a server process of its own on PGlite (tests/postgres has its Postgres twin).
  expect(chosen).not.toContain('tests/server/second-contract/kill-restart.test.ts');
  expect(chosen.every((file) => file.startsWith('tests/server/') && file.endsWith('.test.ts'))).toBe(true);
});
