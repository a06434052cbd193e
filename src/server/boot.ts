/**
 * Everything a server process needs before it can answer: DATA_DIR private to the server's user, the operator
 * token and the server secret in place, the database opened (a new one copied from the build's image) and
 * migrated, reference data seeded (parameters, help articles, the demo account when SEED_DEMO; both steps skipped
 * when the database is already up to date for this build, boot-fingerprint.ts), upload files left by a crash
 * swept, the market master secret read and the market feed chosen from it.
 * main.ts and the end-to-end tests share it.
 */
import path from 'node:path';
import pino from 'pino';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { restoreDatabaseImage } from './db/database-image';
import { takeBegunImageRestore } from './db/early-image-restore';
import { migrationsFolder, runMigrations } from './db/migrate';
import { ensurePrivateDirectory } from './lib/private-dir';
import { ensureSecretFile } from './lib/secret-file';
import { createOutboxMailer } from './mail/mailer';
import { createOutboxRepo } from './mail/outbox-repo';
import { systemClock, type Clock } from './lib/clock';
import type { MarketFeed } from './market/feed';
import { createFeed } from './market/create-feed';
import { dayKeysFromMaster, type DayKeyOf } from './market/fairness/day-keys';
import { ensureMarketSecret } from './market/fairness/market-secret';
import { ensureOperatorToken } from './modules/admin/operator-token';
import {
  bootFingerprint,
  readBuildId,
  storeBootFingerprint,
  storedBootFingerprint,
} from './boot-fingerprint';
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
  /** The installation's day keys (market/fairness/day-keys.ts), for the fairness calls. */
  dayKeys: DayKeyOf;
  clock: Clock;
  operatorToken: string;
  dataDir: string;
  serverSecret: string;
}

/**
 * Seeds the reference data (unless this database already holds this build's, `seed` false) and sweeps the upload
 * files an interrupted run left behind (every start).
 */
async function prepareData(
  config: AppConfig,
  database: DatabaseHandle,
  clock: Clock,
  serverSecret: string,
  feed: MarketFeed,
  seed: boolean,
): Promise<void> {
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
  const swept = await services.kyc.sweepUploads();
  if (swept.finished + swept.removed > 0)
    log.warn(swept, 'upload files left by an interrupted run cleaned up');
  if (!seed) return;
  // Every seed below only adds what is missing. A new one must be part of the build (boot-fingerprint.ts).
  await createParamsService(createParamsRepo(database.db)).seedDefaults();
  await services.help.seedArticles();
  await services.currencySettings.seedDefaults();
  await services.secondContract.seedConfig();
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
 * Migrates and seeds unless the database holds the fingerprint of this very build, migrations and SEED_DEMO
 * (boot-fingerprint.ts); reads the market master secret (every start, after the migrations, so every process of
 * the installation prices with the same keys) and chooses the feed from it. Answers whether both steps ran.
 */
async function bringDataUpToDate(
  config: AppConfig,
  database: DatabaseHandle,
  clock: Clock,
  serverSecret: string,
  buildId: string | undefined,
): Promise<{ prepared: boolean; feed: MarketFeed; dayKeys: DayKeyOf }> {
  const fingerprint =
    buildId === undefined
      ? undefined
      : await bootFingerprint({ buildId, migrationsFolder, seedDemo: config.seedDemo });
  const upToDate = fingerprint !== undefined && (await storedBootFingerprint(database.db)) === fingerprint;
  if (!upToDate) await runMigrations(database);
  const dayKeys = dayKeysFromMaster(await ensureMarketSecret(database.db, clock));
  // The services seeding builds want a feed (the wallet and trading services read prices; seeding does not).
  const feed = createFeed(config, clock, dayKeys);
  await prepareData(config, database, clock, serverSecret, feed, !upToDate);
  if (!upToDate && fingerprint !== undefined)
    await storeBootFingerprint(database.db, fingerprint, new Date(clock()));
  return { prepared: !upToDate, feed, dayKeys };
}

/**
 * A first start on PGlite copies the build's database image rather than initialise a database
 * (db/database-image.ts); a stale image is only a slower start, said once in the log.
 */
async function restoreDatabaseImageIfNew(config: AppConfig): Promise<void> {
  if (config.database.kind !== 'pglite' || !config.database.dataDir) return;
  const restore = await (takeBegunImageRestore(config.database.dataDir) ??
    restoreDatabaseImage({
      imageDir: config.databaseImageDir,
      pgDataDir: config.database.dataDir,
      migrationsFolder,
    }));
  const log = pino({ level: config.logLevel });
  if (restore === 'copied') log.info("new database made from the build's image");
  if (restore === 'stale')
    log.warn(
      "the build's database image predates the migrations or PGlite; initialising (npm run build remakes it)",
    );
}

export interface BootOptions {
  /** The build's id (boot-fingerprint.ts); read from beside the code when not given, absent when run from source. */
  buildId?: string | undefined;
}

export async function boot(
  config: AppConfig,
  clock: Clock = systemClock,
  options: BootOptions = {},
): Promise<BootedServer> {
  const buildId = 'buildId' in options ? options.buildId : await readBuildId();
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
  let booted: { prepared: boolean; feed: MarketFeed; dayKeys: DayKeyOf };
  try {
    // PGlite lays out a new data directory with files open to everyone (mode 666), whatever the umask; the
    // files Postgres creates after that are private. So the modes are fixed again once the database is open.
    await ensurePrivateDirectory(config.dataDir);
    booted = await bringDataUpToDate(config, database, clock, serverSecret, buildId);
    if (!booted.prepared)
      pino({ level: config.logLevel }).debug('database up to date for this build: not migrated or seeded');
  } catch (error) {
    await database.close();
    throw error;
  }
  const { feed, dayKeys } = booted;
  return { database, feed, dayKeys, clock, operatorToken, dataDir: config.dataDir, serverSecret };
}
