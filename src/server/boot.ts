/**
 * Everything a server process needs before it can answer: the database opened and migrated, reference data
 * seeded, the operator token in place, the market feed chosen. main.ts and the end-to-end tests share it.
 */
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { systemClock, type Clock, type MarketFeed } from './market/feed';
import { createFeed } from './market/create-feed';
import { ensureOperatorToken } from './modules/admin/operator-token';
import { createParamsRepo } from './modules/params/params-repo';
import { createParamsService } from './modules/params/params-service';

export interface BootedServer {
  database: DatabaseHandle;
  feed: MarketFeed;
  clock: Clock;
  operatorToken: string;
}

export async function boot(config: AppConfig, clock: Clock = systemClock): Promise<BootedServer> {
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? config.database
      : { kind: 'pglite', dataDir: config.database.dataDir },
  );
  try {
    await runMigrations(database);
    await createParamsService(createParamsRepo(database.db)).seedDefaults();
  } catch (error) {
    await database.close();
    throw error;
  }
  const operatorToken = await ensureOperatorToken(config.dataDir);
  const feed = createFeed(config, clock);
  return { database, feed, clock, operatorToken };
}
