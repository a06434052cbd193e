// Proves on real Postgres that servers starting together on one database agree on the market master secret (the
// first insert wins, every start reads the row), and that another database gets another secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { ensureMarketSecret } from '../../src/server/market/fairness/market-secret';
import { createScratchDatabase, postgresTestUrl } from '../server/support/test-database';

const clock = () => Date.parse('2026-11-27T08:00:00Z');
const scratch: Array<{ url: string; drop(): Promise<void> }> = [];
const handles: DatabaseHandle[] = [];

async function connect(url: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: 'postgres', url });
  handles.push(handle);
  return handle;
}

beforeAll(async () => {
  const baseUrl = postgresTestUrl();
  if (!baseUrl) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
  scratch.push(await createScratchDatabase(baseUrl), await createScratchDatabase(baseUrl));
  for (const database of scratch) await runMigrations(await connect(database.url));
});
afterAll(async () => {
  for (const handle of handles) await handle.close();
  for (const database of scratch) await database.drop();
});

describe('the market master secret on Postgres', () => {
  it('is one secret for processes starting together, and another on another database', async () => {
    const processes = await Promise.all([1, 2, 3, 4].map(() => connect(scratch[0]!.url)));
    const secrets = await Promise.all(processes.map((handle) => ensureMarketSecret(handle.db, clock)));
    for (const secret of secrets) expect(secret.equals(secrets[0]!)).toBe(true);
    const again = await ensureMarketSecret((await connect(scratch[0]!.url)).db, clock);
    expect(again.equals(secrets[0]!)).toBe(true);
    const other = await ensureMarketSecret(handles[1]!.db, clock);
    expect(other.length).toBe(32);
    expect(other.equals(secrets[0]!)).toBe(false);
  });
});
