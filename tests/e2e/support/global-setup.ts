/**
 * Starts what the end-to-end specs drive: the build (brought up to date first, as `npm start` does) and a real
 * server process, exactly as `npm start` runs it. It is stopped with SIGTERM at the end, and a clean exit is
 * required, which proves the graceful shutdown too.
 */
import type { TestProject } from 'vitest/node';
import { ensureBuild, startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    e2eDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuild();
  const server = await startServerProcess();
  project.provide('e2eBaseUrl', server.baseUrl);
  project.provide('e2eDataDir', server.dataDir);
  return async () => {
    const exitCode = await server.stop();
    if (exitCode !== 0)
      throw new Error(`The server did not shut down cleanly on SIGTERM (exit code ${exitCode}).`);
  };
}
