/**
 * `npm run docs:routes`: writes the route table of docs/api.md (method, URL, the file that handles it) from the
 * routes the app registers. It builds the app with buildApp, as the tests do, on an in-memory PGlite: building
 * runs no query, so the database needs no migration. tests/server/http/route-table.test.ts fails while the table
 * differs from the app, so a new route reaches the table by running this.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { createSimulatorFeedWithKeys } from '../src/server/market/create-feed';
import { dayKeysFromMaster } from '../src/server/market/fairness/day-keys';
import { startRouteRecording, type RegisteredRoute } from './route-table/record-routes';
import { renderRouteTable, routeTableOf, withRouteTable } from './route-table/route-table-doc';

const apiDoc = path.resolve(import.meta.dirname, '..', 'docs', 'api.md');

async function registeredRoutes(): Promise<RegisteredRoute[]> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-routes-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  const recording = startRouteRecording();
  try {
    const dayKeys = dayKeysFromMaster(randomBytes(32));
    const clock = () => Date.now();
    const app = await buildApp({
      database,
      feed: createSimulatorFeedWithKeys(clock, dayKeys),
      dayKeys,
      clock,
      operatorToken: randomBytes(32).toString('hex'),
      dataDir,
    });
    await app.ready();
    await app.close();
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  return recording.finish();
}

async function main(): Promise<void> {
  const routes = await registeredRoutes();
  const table = renderRouteTable(routes);
  const doc = await fs.readFile(apiDoc, 'utf8');
  if (routeTableOf(doc) === table) {
    process.stdout.write(`docs/api.md: the route table (${routes.length} routes) is current.\n`);
    return;
  }
  await fs.writeFile(apiDoc, withRouteTable(doc, table));
  process.stdout.write(`docs/api.md: the route table now lists ${routes.length} routes.\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
