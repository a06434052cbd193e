/**
 * Starts what the end-to-end specs drive: the build (brought up to date first, as `npm start` does) and one real
 * server process per worker (e2e-workers.ts), each exactly as `npm start` runs it, with its own data directory. They
 * are stopped with SIGTERM at the end, and a clean exit is required, which proves the graceful shutdown too.
 */
import type { TestProject } from 'vitest/node';
import { e2eWorkerCount, type E2eServer } from './e2e-workers';
import { ensureBuild, startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker, in worker order (e2e-workers.ts). */
    e2eServers: E2eServer[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuild();
  const servers = await Promise.all(Array.from({ length: e2eWorkerCount }, () => startServerProcess()));
  project.provide(
    'e2eServers',
    servers.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
  return async () => {
    const exitCodes = await Promise.all(servers.map((server) => server.stop()));
    const unclean = exitCodes.filter((code) => code !== 0);
    if (unclean.length > 0)
      throw new Error(`A server did not shut down cleanly on SIGTERM (exit codes ${exitCodes.join(', ')}).`);
  };
}
