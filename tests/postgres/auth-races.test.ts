// Proves the account limits hold on real Postgres, where racing requests run in parallel on separate connections: the same cases as the PGlite suite (tests/server/auth/race-cases.ts), on a database of this run's own.
import { beforeAll } from 'vitest';
import { describeAccountRaces } from '../server/auth/race-cases';
import { postgresTestUrl } from '../server/support/test-database';

beforeAll(() => {
  if (!postgresTestUrl()) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
});

describeAccountRaces();
