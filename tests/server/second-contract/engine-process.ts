/**
 * The real server (`src/server/main.ts`) in a child process on a given DATA_DIR (and DATABASE_URL), for tests that
 * kill it: start and wait until it answers, SIGKILL it (no shutdown code runs, as in a crash), or stop it with
 * SIGTERM. What it wrote to stderr is kept for the failure message.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '..', '..', '..');
/** A start migrates (or recovers) the database first; on a loaded 2-core machine that can take a while. */
const startTimeoutMs = 60_000;
const healthPollIntervalMs = 100;
const stderrKeptChars = 4000;

export interface EngineProcess {
  baseUrl: string;
  /** Ends it like a crash: SIGKILL, then waits for the exit. */
  kill(): Promise<void>;
  /** Ends it cleanly: SIGTERM, then waits for the exit code. */
  stop(): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function startEngineProcess(env: {
  dataDir: string;
  port: number;
  databaseUrl?: string | undefined;
  /** More environment for the server, e.g. SERVER_SECRET so that it shares sessions with a test app. */
  extraEnv?: Record<string, string>;
}): Promise<EngineProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATA_DIR: env.dataDir,
      DATABASE_URL: env.databaseUrl ?? '',
      PORT: String(env.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      NODE_ENV: 'development',
      ...env.extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-stderrKeptChars);
  });
  const baseUrl = `http://127.0.0.1:${env.port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited at start (${child.exitCode}):\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer in time:\n${stderr}`);
    }
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, healthPollIntervalMs));
  }
  return {
    baseUrl,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      const code = await exited(child);
      if (code !== 0) throw new Error(`the server exited with ${code}:\n${stderr}`);
      return code;
    },
  };
}
