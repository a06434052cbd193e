/**
 * The real server for benchmarks, booted as main.ts boots it (migrations, seeds, secrets) on PGlite, or on a
 * Postgres database the caller provides, in a temporary data directory, with the per-client request limits lifted:
 * a load generator is one client and would otherwise measure the limiter instead of the work.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../../src/server/app';
import { boot, type BootedServer } from '../../src/server/boot';
import { loadConfig } from '../../src/server/config';

const liftedRequestsPerMinuteMax = 1_000_000_000;

export interface BenchApp {
  app: FastifyInstance;
  booted: BootedServer;
  close(): Promise<void>;
}

export interface BenchAppOptions {
  seedDemo: boolean;
  /** Run on that Postgres database instead of PGlite (it is migrated and seeded like any other). */
  databaseUrl?: string;
  /** Raised bounds for a benchmark that holds more sockets or live streams than one process normally may. */
  limits?: Pick<AppDependencies, 'connectionLimits' | 'liveLimits'>;
}

export async function startBenchApp(options: BenchAppOptions): Promise<BenchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrel-bench-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    SEED_DEMO: options.seedDemo ? '1' : '0',
    LOG_LEVEL: 'silent',
  });
  const booted = await boot(config);
  const app = await buildApp({
    ...booted,
    ...options.limits,
    userRequestsPerMinuteMax: liftedRequestsPerMinuteMax,
  });
  await app.ready();
  return {
    app,
    booted,
    async close() {
      await app.close();
      await booted.database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
