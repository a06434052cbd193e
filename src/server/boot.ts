/**
 * Everything a server process needs before it can answer: DATA_DIR private to the server's user, the operator
 * token and the server secret in place, the database opened (a new one copied from the build's image) and
 * migrated, reference data seeded (parameters, help articles, the demo account when SEED_DEMO), upload files left
 * by a crash swept, the market feed chosen.
 * main.ts and the end-to-end tests share it.
 */
import path from 'node:path';
import pino from 'pino';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { restoreDatabaseImage } from './db/database-image';
import { migrationsFolder, runMigrations } from './db/migrate';
import { ensurePrivateDirectory } from './lib/private-dir';
import { ensureSecretFile } from './lib/secret-file';
import { createOutboxMailer } from './mail/mailer';
import { createOutboxRepo } from './mail/outbox-repo';
import { systemClock, type Clock } from './lib/clock';
import type { MarketFeed } from './market/feed';
import { createFeed } from './market/create-feed';
import { ensureOperatorToken } from './modules/admin/operator-token';
import { seedDemoAccount } from './modules/demo/demo-seed';
// Launchpad (issue 9).
import { seedDemoListings } from './modules/launchpad/seed-listings';
import { createParamsRepo } from './modules/params/params-repo';
import { createParamsService } from './modules/params/params-service';
import { createAccountServices } from './services';

export const serverSecretFileName = 'server-secret';
const serverSecretBytes = 32;

export interface BootedServer {
  database: DatabaseHandle;
  feed: MarketFeed;
  clock: Clock;
  operatorToken: string;
  dataDir: string;
  serverSecret: string;
}

async function seedReferenceData(
  config: AppConfig,
  database: DatabaseHandle,
  clock: Clock,
  serverSecret: string,
  feed: MarketFeed,
): Promise<void> {
  await createParamsService(createParamsRepo(database.db)).seedDefaults();
  const log = pino({ level: config.logLevel });
  const services = createAccountServices({
    db: database.db,
    clock,
    feed,
    dataDir: config.dataDir,
    serverSecret,
    // Seeding sends no mail; the outbox mailer is only there to complete the services.
    mailer: createOutboxMailer({ outbox: createOutboxRepo(database.db), clock, log, logBodies: false }),
  });
  await services.help.seedArticles();
  await services.currencySettings.seedDefaults();
  await services.secondContract.seedConfig();
  const swept = await services.kyc.sweepUploads();
  if (swept.finished + swept.removed > 0)
    log.warn(swept, 'upload files left by an interrupted run cleaned up');
  if (config.seedDemo && (await seedDemoAccount(services.auth, services.kyc, services.wallet))) {
    log.info('demo account created (see README for its credentials)');
  }
  // Launchpad (issue 9): the demo sales, once per coin.
  if (config.seedDemo) {
    const created = await seedDemoListings(services.launchpad, clock());
    if (created > 0) log.info({ created }, 'demo launchpad listings created');
  }
}

/**
 * A first start on PGlite copies the build's database image rather than initialise a database
 * (db/database-image.ts); a stale image is only a slower start, said once in the log.
 */
async function restoreDatabaseImageIfNew(config: AppConfig): Promise<void> {
  if (config.database.kind !== 'pglite' || !config.database.dataDir) return;
  const restore = await restoreDatabaseImage({
    imageDir: config.databaseImageDir,
    pgDataDir: config.database.dataDir,
    migrationsFolder,
  });
  const log = pino({ level: config.logLevel });
  if (restore === 'copied') log.info("new database made from the build's image");
  if (restore === 'stale')
    log.warn(
      "the build's database image predates the migrations or PGlite; initialising (npm run build remakes it)",
    );
}

export async function boot(config: AppConfig, clock: Clock = systemClock): Promise<BootedServer> {
  await ensurePrivateDirectory(config.dataDir);
  const serverSecret =
    config.serverSecret ??
    (await ensureSecretFile(path.join(config.dataDir, serverSecretFileName), serverSecretBytes));
  // Before the database opens: a start refused for a bad token file must not leave the database open.
  const operatorToken = await ensureOperatorToken(config.dataDir);
  await restoreDatabaseImageIfNew(config);
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? config.database
      : { kind: 'pglite', dataDir: config.database.dataDir },
  );
  const feed = createFeed(config, clock);
  try {
    // PGlite lays out a new data directory with files open to everyone (mode 666), whatever the umask; the
    // files Postgres creates after that are private. So the modes are fixed again once the database is open.
    await ensurePrivateDirectory(config.dataDir);
    await runMigrations(database);
    await seedReferenceData(config, database, clock, serverSecret, feed);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { database, feed, clock, operatorToken, dataDir: config.dataDir, serverSecret };
}
