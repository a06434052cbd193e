/**
 * Runs the ledger's invariant checker after every scenario of the server and Postgres suites, on every database
 * a test file has open: a test that leaves money unbalanced fails, whatever it asserted itself.
 */
import { afterEach, expect } from 'vitest';
import { checkLedger } from '../../../src/server/ledger/invariants';
import { openDatabases } from './test-database';

afterEach(async () => {
  for (const handle of openDatabases) {
    expect(await checkLedger(handle.db)).toEqual([]);
  }
});
