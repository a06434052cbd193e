/**
 * Builds the HTTP application from its dependencies and never listens: main.ts listens, tests call inject().
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { healthPath } from '../common/api-paths';
import type { DatabaseHandle } from './db/client';
import { noRouteSchemas } from './http/route-schemas';
import {
  applyConnectionCap,
  connectionServerOptions,
  defaultConnectionLimits,
  type ConnectionLimits,
} from './http/connection-limits';
import { registerCompression } from './http/compression';
import { registerControlCharacterGuard } from './http/control-characters';
import { frameworkErrorOptions, installErrorHandlers } from './http/error-handler';
import { localePlugin } from './http/locale';
import { requestLogOptions } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticClient } from './http/static-client';
import { registerStaticAdmin } from './http/static-admin';
import type { Clock } from './lib/clock';
import type { MarketFeed } from './market/feed';
import { createMailer } from './mail/mailer';
import { createOperatorsService } from './modules/operators';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { depositRoutes } from './modules/deposits/routes';
import { helpRoutes } from './modules/help/routes';
import { kycRoutes } from './modules/kyc/routes';
import { createMarketService } from './modules/market/market-service';
import { marketRoutes } from './modules/market/routes';
import { createFairnessService } from './modules/fairness/fairness-service';
import { fairnessRoutes } from './modules/fairness/routes';
import type { DayKeyOf } from './market/fairness/day-keys';
import { createOutboxRepo } from './mail/outbox-repo';
import { createParamsRepo } from './modules/params/params-repo';
import { createParamsService } from './modules/params/params-service';
import { paramRoutes } from './modules/params/routes';
import { exchangeRoutes } from './modules/wallet/exchange-routes';
import { walletRoutes } from './modules/wallet/wallet-routes';
import { addressBookRoutes } from './modules/address-book/routes';
import { bankCardRoutes } from './modules/bank-cards/routes';
import { withdrawalRoutes } from './modules/withdrawals/routes';
import { spotRoutes } from './modules/spot/routes';
import { secondContractRoutes } from './modules/second-contract/routes';
// Launchpad (issue 9).
import { launchpadRoutes } from './modules/launchpad/routes';
import type { PasswordHashing } from './modules/auth/password-hashing';
import { createAccountServices } from './services';
import { createEngineRunner, type EngineRunner } from './engines/engine-loop';
import { createTradingEngines } from './engines';
import { healthAnswer } from './engines/health';
// Leveraged contracts (trading issue).
import { contractRoutes } from './modules/contracts/routes';
// Messages and invitations (issue 9).
import { invitationRoutes } from './modules/invitations/routes';
import { messageRoutes } from './modules/messages/routes';
// The live stream (issue 26).
import { registerLive, type LiveControl } from './live/live-routes';
import type { LiveLimits } from './live/live-limits';
import type { LiveTimers } from './live/live-timers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The trading engines of this app: main.ts starts their loop, tests run them with `runDue()`. */
    engines: EngineRunner;
    /** The live stream of this app (live/live-routes.ts): its hub, journal and the work its timers run. */
    live: LiveControl;
  }
}

/** Form and JSON bodies of the API are small; uploads (multipart) set their own limit. */
export const requestBodyBytesMax = 64 * 1024;
/** Requests per client address per minute on each account call (in memory, per process). */
export const userRequestsPerMinuteMax = 120;

export interface MailSettings {
  /** smtp://… sends through nodemailer; unset, mails stay in the outbox table. */
  smtpUrl?: string | undefined;
  from?: string;
  /** Log mail bodies (codes included): development only. */
  logBodies?: boolean;
}

export interface AppDependencies {
  database: DatabaseHandle;
  feed: MarketFeed;
  /** The installation's day keys (market/fairness/day-keys.ts), from the master secret in the database. */
  dayKeys: DayKeyOf;
  clock: Clock;
  operatorToken: string;
  /** Where the built PWA lives; when it has no index.html the app serves the API only. */
  clientDistDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Uploads go to DATA_DIR/uploads; without one (benchmarks), a fresh temporary directory. */
  dataDir?: string;
  /** Keys code hashes and throttle keys; without one, a random secret for this process only. */
  serverSecret?: string;
  mail?: MailSettings;
  /** Fastify's trustProxy (config TRUST_PROXY): whose X-Forwarded-For decides request.ip. */
  trustProxy?: boolean | number | string;
  /** Overrides userRequestsPerMinuteMax, e.g. for a test that proves the limit. */
  userRequestsPerMinuteMax?: number;
  /** Overrides the socket timeouts and the connection cap, e.g. for a test that proves them with short ones. */
  connectionLimits?: ConnectionLimits;
  /** Password hashing at production's argon2id cost unless a test injects a cheap one. */
  passwords?: PasswordHashing;
  /** The live stream's timers (real ones unless a test fires its own) and bounds (live/live-limits.ts). */
  liveTimers?: LiveTimers;
  liveLimits?: LiveLimits;
}

export const loggerRedactions = ['req.headers.authorization', 'req.headers.token', 'req.headers.cookie'];

/** A hop count becomes the function Fastify's types ask for; it trusts exactly that many proxies. */
function trustProxyOption(value: boolean | number | string | undefined) {
  if (typeof value !== 'number') return value ?? false;
  return (_address: string, hop: number) => hop < value;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const connectionLimits = deps.connectionLimits ?? defaultConnectionLimits;
  const app = Fastify({
    ...connectionServerOptions(connectionLimits),
    logger: deps.logger ?? false,
    bodyLimit: requestBodyBytesMax,
    return503OnClosing: true,
    trustProxy: trustProxyOption(deps.trustProxy),
    ...frameworkErrorOptions,
    ...requestLogOptions(),
    schemaController: noRouteSchemas,
  });
  applyConnectionCap(app.server, connectionLimits);
  installErrorHandlers(app);
  // The API speaks forms and JSON only; a text body would otherwise reach the handlers as a bare string.
  app.removeContentTypeParser('text/plain');
  await app.register(localePlugin);
  registerControlCharacterGuard(app);
  app.decorateRequest('session', null);
  await registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(formbody, { bodyLimit: requestBodyBytesMax });

  const params = createParamsService(createParamsRepo(deps.database.db), {
    db: deps.database.db,
    clock: deps.clock,
  });
  const market = createMarketService(deps.feed, deps.clock, app.log);
  const services = createAccountServices({
    db: deps.database.db,
    feed: deps.feed,
    clock: deps.clock,
    dataDir:
      deps.dataDir ?? path.join(os.tmpdir(), `petrel-${process.pid}-${randomBytes(4).toString('hex')}`),
    serverSecret: deps.serverSecret ?? randomBytes(32).toString('base64url'),
    mailer: createMailer({
      outbox: createOutboxRepo(deps.database.db),
      clock: deps.clock,
      log: app.log,
      logBodies: deps.mail?.logBodies ?? false,
      smtpUrl: deps.mail?.smtpUrl,
      from: deps.mail?.from ?? 'Petrel <no-reply@petrel.exchange>',
    }),
    ...(deps.passwords ? { passwords: deps.passwords } : {}),
  });
  const requestsPerMinuteMax = deps.userRequestsPerMinuteMax ?? userRequestsPerMinuteMax;
  const engines = createEngineRunner({
    engines: createTradingEngines({
      db: deps.database.db,
      clock: deps.clock,
      feed: deps.feed,
      params,
      ...services,
    }),
    clock: deps.clock,
    log: app.log,
  });
  app.decorate('engines', engines);
  // The loop stops (its batch in flight finished) before the database closes after the server.
  app.addHook('onClose', () => engines.stop());

  app.get(healthPath, async () => healthAnswer(deps.feed.source, engines.statuses()));
  await app.register(marketRoutes, { market });
  const fairness = createFairnessService({
    dayKeys: deps.dayKeys,
    clock: deps.clock,
    source: deps.feed.source,
  });
  await app.register(fairnessRoutes, { fairness, requestsPerMinuteMax });
  await app.register(paramRoutes, { params });
  await app.register(authRoutes, { ...services, requestsPerMinuteMax });
  await app.register(kycRoutes, { ...services, requestsPerMinuteMax });
  await app.register(helpRoutes, services);
  await app.register(walletRoutes, services);
  await app.register(depositRoutes, { ...services, requestsPerMinuteMax });
  await app.register(addressBookRoutes, services);
  await app.register(bankCardRoutes, services);
  await app.register(withdrawalRoutes, services);
  await app.register(exchangeRoutes, services);
  // Trading routes (issue 8): spot, leveraged contracts, second contracts.
  // Spot limit orders: place, cancel, list (spot slice).
  await app.register(spotRoutes, services);
  // Leveraged contracts: positions (config, open, close, list).
  await app.register(contractRoutes, services);
  // Second contracts (second-contract slice): getConfig, createOrder, getContractRecord, getContractRecordById.
  await app.register(secondContractRoutes, services);

  // Launchpad routes (issue 9): list, detail, join, records.
  await app.register(launchpadRoutes, services);

  // Messages and invitation routes (issue 9).
  await app.register(messageRoutes, services);
  await app.register(invitationRoutes, services);

  // The live stream (issue 26): registered on the app itself, as its hooks start and end with the server.
  registerLive(app, {
    database: deps.database,
    market,
    sessions: services.sessions,
    clock: deps.clock,
    timers: deps.liveTimers,
    limits: deps.liveLimits,
  });

  // Named operators and their roles (issue 25); the DATA_DIR token is the bootstrap operator "root".
  const operators = createOperatorsService({
    db: deps.database.db,
    clock: deps.clock,
    rootToken: deps.operatorToken,
  });
  await app.register(adminRoutes, { operators, params, ...services, engines });
  if (deps.clientDistDir) {
    await registerStaticClient(app, deps.clientDistDir, deps.feed.source);
    // The operators' console (src/admin/), beside the app and outside the operator API's token check.
    await registerStaticAdmin(app, deps.clientDistDir);
  }
  return app;
}
