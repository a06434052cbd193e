/**
 * A built server for one test file, on its own database, with the simulator feed on a clock the test controls.
 * Requests go through app.inject(): no port, no network.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { buildApp, type MailSettings } from '../../../src/server/app';
import { createOutboxMailer } from '../../../src/server/mail/mailer';
import { createOutboxRepo } from '../../../src/server/mail/outbox-repo';
import { createAccountServices } from '../../../src/server/services';
import type { MarketFeed } from '../../../src/server/market/feed';
import { createSimulatorFeedWithKeys } from '../../../src/server/market/create-feed';
import { dayKeysFromMaster, type DayKeyOf } from '../../../src/server/market/fairness/day-keys';
import { ensureMarketSecret } from '../../../src/server/market/fairness/market-secret';
import { createHelpRepo } from '../../../src/server/modules/help/help-repo';
import { createCurrencySettingsRepo } from '../../../src/server/modules/wallet/currency-settings-repo';
import { createCurrencySettingsService } from '../../../src/server/modules/wallet/currency-settings-service';
import { createHelpService } from '../../../src/server/modules/help/help-service';
import { createParamsRepo } from '../../../src/server/modules/params/params-repo';
import { createParamsService } from '../../../src/server/modules/params/params-service';
import { createSecondConfigRepo } from '../../../src/server/modules/second-contract/second-config-repo';
import { createSecondConfigService } from '../../../src/server/modules/second-contract/second-config-service';
import type { PasswordHashing } from '../../../src/server/modules/auth/password-hashing';
import type { LiveLimits } from '../../../src/server/live/live-limits';
import type { LiveTimers } from '../../../src/server/live/live-timers';
import { testPasswordHashing } from './password-cost';
import { openTestDatabase, type TestDatabase } from './test-database';

export const testOperatorToken = 'test-operator-token-0123456789abcdef';
export const testServerSecret = 'test-server-secret-0123456789abcdef0123456789';
/** High enough that only a test about the in-memory limit ever meets it. */
const testRequestsPerMinuteMax = 100_000;
/** A fixed instant (2026-03-02T10:15:30Z) so that every run sees the same simulated market. */
export const testStartMs = Date.UTC(2026, 2, 2, 10, 15, 30);

/** Day keys from a fixed master, for the few tests that build an app without a test database of their own. */
export { testDayKeys } from './market-keys';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: { nowMs: number; advance(ms: number): void };
  feed: MarketFeed;
  /** The day keys of the master secret in this app's database, as boot derives them. */
  dayKeys: DayKeyOf;
  /** A temporary DATA_DIR of this app (uploads land in its uploads/), removed by close(). */
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  feed?: MarketFeed;
  clientDistDir?: string;
  userRequestsPerMinuteMax?: number;
  logger?: FastifyServerOptions['logger'];
  mail?: MailSettings;
  trustProxy?: boolean | number | string;
  /** A database opened elsewhere (e.g. one a server process also uses), instead of a fresh one of this app. */
  database?: TestDatabase;
  /**
   * Password hashing: the suites' cheap argon2id by default; `'server default'` leaves it to the app (production's
   * cost), for the tests that prove those parameters.
   */
  passwords?: PasswordHashing | 'server default';
  /** The live stream's timers and bounds, for the tests that fire them or prove them with small ones. */
  liveTimers?: LiveTimers;
  liveLimits?: LiveLimits;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  await createParamsService(createParamsRepo(database.handle.db)).seedDefaults();
  await createHelpService(createHelpRepo(database.handle.db)).seedArticles();
  await createCurrencySettingsService({
    db: database.handle.db,
    repo: createCurrencySettingsRepo(database.handle.db),
    clock: () => testStartMs,
  }).seedDefaults();
  await createSecondConfigService({
    db: database.handle.db,
    repo: createSecondConfigRepo(database.handle.db),
    clock: () => testStartMs,
  }).seedDefaults();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-data-'));
  const clock = {
    nowMs: testStartMs,
    advance(ms: number) {
      clock.nowMs += ms;
    },
  };
  const now = () => clock.nowMs;
  const dayKeys = dayKeysFromMaster(await ensureMarketSecret(database.handle.db, now));
  const feed = options.feed ?? createSimulatorFeedWithKeys(now, dayKeys);
  const app = await buildApp({
    database: database.handle,
    feed,
    dayKeys,
    clock: now,
    operatorToken: testOperatorToken,
    dataDir,
    serverSecret: testServerSecret,
    userRequestsPerMinuteMax: options.userRequestsPerMinuteMax ?? testRequestsPerMinuteMax,
    ...(options.passwords === 'server default'
      ? {}
      : { passwords: options.passwords ?? testPasswordHashing }),
    ...(options.clientDistDir ? { clientDistDir: options.clientDistDir } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    ...(options.liveTimers ? { liveTimers: options.liveTimers } : {}),
    ...(options.liveLimits ? { liveLimits: options.liveLimits } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    feed,
    dayKeys,
    dataDir,
    async close() {
      await app.close();
      await database.dispose();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sends a form-encoded POST, as the spec's clients do. */
export function postForm(
  app: FastifyInstance,
  url: string,
  form: Record<string, string>,
  language?: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(language ? { 'accept-language': language } : {}),
      ...headers,
    },
    payload: new URLSearchParams(form).toString(),
  });
}

/** A form-encoded POST with a session token in the header, as the app sends private calls. */
export function postAs(
  app: FastifyInstance,
  url: string,
  token: string,
  form: Record<string, string> = {},
  language?: string,
) {
  return postForm(app, url, form, language, { token });
}

/** The app's services over the test database and clock, for tests that call a service directly. */
export function servicesOf(t: TestApp) {
  const db = t.database.handle.db;
  const clock = () => t.clock.nowMs;
  return createAccountServices({
    db,
    clock,
    feed: t.feed,
    dataDir: t.dataDir,
    serverSecret: testServerSecret,
    passwords: testPasswordHashing,
    mailer: createOutboxMailer({
      outbox: createOutboxRepo(db),
      clock,
      log: pino({ level: 'silent' }),
      logBodies: false,
    }),
  });
}
