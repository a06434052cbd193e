/**
 * Runs the real server in a child process, as `npm start` does (`node scripts/start.mjs`: the built server), on a
 * free port with its own data directory. The end-to-end suite and the benchmarks both use it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const serverReadyTimeoutMs = 60_000;
const healthPollIntervalMs = 250;

export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  /**
   * Moves the server's clock forward by `ms` (servers started with `{ shiftableClock: true }` only): the offset is
   * written to a file and announced with SIGUSR2; the caller waits for its effect through the API.
   */
  advanceClock(ms: number): void;
  /** Sends SIGTERM, waits for the exit, removes the data directory; resolves to the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Brings the build up to date as `npm start` does (the catalogs, the client and the server, each when older than
 * its sources), so that the servers started here run the code under test.
 */
export function ensureBuild(): void {
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The build failed.');
}

/** A port nothing listens on now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + serverReadyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}.`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, healthPollIntervalMs));
  }
  throw new Error('The server did not become healthy in time.');
}

export interface ServerOptions {
  /**
   * Runs tests/e2e/support/shifted-clock-server.ts (built beside the server: dist-server/shifted-clock-server.js,
   * scripts/build-server.ts) instead of `npm start`'s server, so `advanceClock` works.
   */
  shiftableClock?: boolean;
}

export async function startServerProcess(
  extraEnv: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrel-server-'));
  const clockFile = path.join(dataDir, 'clock-offset-ms');
  const args = options.shiftableClock ? ['dist-server/shifted-clock-server.js'] : ['scripts/start.mjs'];
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      E2E_CLOCK_OFFSET_FILE: clockFile,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    advanceClock(ms) {
      if (!options.shiftableClock) throw new Error('This server runs on the system clock.');
      const current = fs.existsSync(clockFile) ? Number(fs.readFileSync(clockFile, 'utf8')) : 0;
      fs.writeFileSync(clockFile, String(current + ms));
      child.kill('SIGUSR2');
    },
    async stop() {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const code = await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
