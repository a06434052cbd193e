/** The server of the worker a spec runs in (e2e-workers.ts). */
import { inject } from 'vitest';
import type { E2eServer } from './e2e-workers';

/** This worker's server. Vitest numbers its workers from 1 (VITEST_POOL_ID). */
export function workerServer(): E2eServer {
  const servers = inject('e2eServers');
  const workerIndex = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  const server = servers[workerIndex];
  if (!server) throw new Error(`No end-to-end server for worker ${workerIndex + 1} of ${servers.length}.`);
  return server;
}
