import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { e2eWorkerCount } from './tests/e2e/support/e2e-workers';
import { LongestSpecsFirst } from './tests/e2e/support/e2e-sequencer';

/**
 * Server test files share their worker's module graph (`isolate: false`): each file still builds its own app on
 * its own database, but Fastify, Drizzle and PGlite's WebAssembly are imported once per worker instead of once per
 * file. Nothing in the server keeps state at module level that a test could leave behind; a test that needs a
 * module replaced injects it (as brute-force.test.ts injects a watched password hasher) instead of `vi.mock`.
 */
const serverFilesShareWorkers = { isolate: false };

/**
 * With TEST_DATABASE_URL (`npm run test:postgres`), the server files that run on the test database run again on
 * Postgres, beside the concurrency tests; the server files that never open it would only repeat `npm test`. Imported
 * only then: the import graph loads TypeScript's compiler, half a second that every other run would pay for nothing.
 */
const serverFilesOnPostgres = process.env.TEST_DATABASE_URL
  ? (await import('./tests/support/database-test-files')).serverTestFilesOnTestDatabase(import.meta.dirname)
  : [];

/**
 * Four suites: shared code, the server on in-memory PGlite, the client in happy-dom with fake-indexeddb, and the
 * server suite's database tests again plus the concurrency tests on real Postgres (only with TEST_DATABASE_URL,
 * `npm run test:postgres`). `npm test` runs the first three; `npm run test:e2e` drives the built app in Chromium.
 */
export default defineConfig({
  test: {
    // Vitest leaves one core free by default; on a 2-core CI machine that means one worker for everything.
    maxWorkers: os.availableParallelism(),
    sequence: { sequencer: LongestSpecsFirst },
    projects: [
      {
        test: { name: 'common', include: ['tests/common/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          ...serverFilesShareWorkers,
          globalSetup: ['tests/server/support/global-setup.ts'],
          setupFiles: ['tests/server/support/ledger-invariants.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
        test: {
          name: 'client',
          // The files of a worker share node_modules (React, happy-dom, Testing Library are imported once, not once
          // a file: 127 s against 37 s for the client suite here); each still gets our modules afresh, an IndexedDB
          // of its own and no timer of an earlier file (tests/client/support/file-isolation.ts).
          isolate: false,
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://127.0.0.1:8080/mobile/' } },
          setupFiles: ['tests/client/support/setup.ts'],
          // Beside the server suite on two cores, a screen test that renders several lazy screens has taken over
          // 5 s (vitest's default) with nothing wrong; Testing Library's waits allow 5 s (tests/client/support).
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'postgres',
          include: ['tests/postgres/**/*.test.ts', ...serverFilesOnPostgres],
          environment: 'node',
          ...serverFilesShareWorkers,
          globalSetup: ['tests/server/support/global-setup.ts'],
          setupFiles: ['tests/server/support/ledger-invariants.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          // One spec file at a time in each worker, each worker with its own server (e2e-workers.ts).
          maxWorkers: e2eWorkerCount,
          // A cold page's first answers come after the app starts, and its reads take turns, one per task
          // (lib/async/one-per-task.ts): on a loaded 2-core CI host that has been more than expect.poll's default
          // second, which failed stop 40's CI.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
