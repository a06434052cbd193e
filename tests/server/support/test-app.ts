/**
 * A built server for one test file, on its own database, with the simulator feed on a clock the test controls.
 * Requests go through app.inject(): no port, no network.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { MarketFeed } from '../../../src/server/market/feed';
import { createSimulatorFeed } from '../../../src/server/market/simulator';
import { createParamsRepo } from '../../../src/server/modules/params/params-repo';
import { createParamsService } from '../../../src/server/modules/params/params-service';
import { openTestDatabase, type TestDatabase } from './test-database';

export const testOperatorToken = 'test-operator-token-0123456789abcdef';
/** A fixed instant (2026-03-02T10:15:30Z) so that every run sees the same simulated market. */
export const testStartMs = Date.UTC(2026, 2, 2, 10, 15, 30);

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: { nowMs: number; advance(ms: number): void };
  close(): Promise<void>;
}

export interface TestAppOptions {
  feed?: MarketFeed;
  clientDistDir?: string;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await createParamsService(createParamsRepo(database.handle.db)).seedDefaults();
  const clock = {
    nowMs: testStartMs,
    advance(ms: number) {
      clock.nowMs += ms;
    },
  };
  const now = () => clock.nowMs;
  const app = await buildApp({
    database: database.handle,
    feed: options.feed ?? createSimulatorFeed({ clock: now }),
    clock: now,
    operatorToken: testOperatorToken,
    ...(options.clientDistDir ? { clientDistDir: options.clientDistDir } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/** Sends a form-encoded POST, as the spec's clients do. */
export function postForm(app: FastifyInstance, url: string, form: Record<string, string>, language?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
}
