// Proves start-up and shutdown on the real process (`src/server/main.ts` on PGlite in a temporary DATA_DIR):
// the start makes DATA_DIR and everything in it private and sweeps upload files a crash left; SIGTERM with a
// stalled request cuts it after the grace, closes the database (no postmaster.pid left) and exits 0, which the
// process only does before its own last-resort bound (that one exits 1); the start says the prices are simulated
// (MARKET_SOURCE=sim, which production must set).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthPath, userPaths } from '../../../src/common/api-paths';
import { stalledRequest } from './raw-socket';

/** A first start initialises a PGlite directory and migrates it; on a loaded machine that takes a while. */
const startTimeoutMs = 90_000;
/** Old enough for the start-up sweep to treat a temporary upload as left by a crash. */
const staleAgeMs = 60 * 60 * 1000;

let dataDir: string;
let child: ChildProcess;
let output = '';
const orphanId = randomBytes(16).toString('hex');
const staleTemporaryId = randomBytes(16).toString('hex');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A DATA_DIR as an older version or a crash left it: open modes, an orphan photo, a stale temporary one. */
async function prepareDataDir(): Promise<void> {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-main-'));
  const uploads = path.join(dataDir, 'uploads');
  await fs.mkdir(uploads);
  await fs.writeFile(path.join(uploads, orphanId), 'truncated photo');
  const stale = path.join(uploads, `${staleTemporaryId}.tmp`);
  await fs.writeFile(stale, 'half a photo');
  const old = new Date(Date.now() - staleAgeMs);
  await fs.utimes(stale, old, old);
  await fs.writeFile(path.join(dataDir, 'notes.txt'), 'left by hand');
  await fs.chmod(path.join(dataDir, 'notes.txt'), 0o666);
  await fs.chmod(uploads, 0o777);
  await fs.chmod(dataDir, 0o755);
}

function started(): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in time:\n${output}`)), startTimeoutMs);
    const check = () => {
      if (output.includes('Petrel is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', () => reject(new Error(`exited at start:\n${output}`)));
  });
}

/** The process's JSON log lines, in the order it wrote them (the start banner and other text left out). */
function logLines(text: string): Array<Record<string, unknown>> {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Every path under a directory, with its mode. */
async function modesUnder(directory: string): Promise<Array<{ file: string; mode: number }>> {
  const entries = await fs.readdir(directory, { recursive: true });
  return Promise.all(
    entries.map(async (entry) => {
      const file = path.join(directory, entry);
      return { file, mode: (await fs.lstat(file)).mode & 0o777 };
    }),
  );
}

beforeAll(async () => {
  await prepareDataDir();
  const port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      MARKET_SOURCE: 'sim',
      DATABASE_URL: '',
      CLIENT_DIST_DIR: path.join(dataDir, 'no-client'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await started();
  process.env.PETREL_TEST_PORT = String(port);
}, startTimeoutMs + 10_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('keeps DATA_DIR and every file in it private to its user', async () => {
    expect((await fs.stat(dataDir)).mode & 0o777).toBe(0o700);
    const open = (await modesUnder(dataDir)).filter(({ mode }) => (mode & 0o077) !== 0);
    expect(open).toEqual([]);
    const names = await fs.readdir(path.join(dataDir, 'pglite'));
    expect(names.length).toBeGreaterThan(5);
  });

  it('says at warn level, and on /healthz, that its prices are simulated', async () => {
    expect(output).toMatch(/"level":40[^\n]*prices are simulated/);
    const health = await fetch(`http://127.0.0.1:${process.env.PETREL_TEST_PORT}${healthPath}`);
    expect(await health.json()).toMatchObject({ source: 'sim', prices: 'simulated' });
  });

  it('sweeps upload files that a crash left behind', async () => {
    expect(await fs.readdir(path.join(dataDir, 'uploads'))).toEqual([]);
    expect(output).toMatch(/upload files left by an interrupted run cleaned up/);
  });

  it('on SIGTERM cuts a stalled request after the grace, closes the database and exits 0', async () => {
    const port = Number(process.env.PETREL_TEST_PORT);
    // Resolves once the server has read the head, so the request is in flight when the signal comes.
    const stalled = await stalledRequest(port, userPaths.login, 'email=');
    // 'close' comes after the process has exited and its output has been read to the end.
    const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
    child.kill('SIGTERM');
    const code = await exited;

    expect(code, output).toBe(0);
    await stalled.closed();
    await expect(fs.access(path.join(dataDir, 'pglite', 'postmaster.pid'))).rejects.toThrow(/ENOENT/);
    // pino may write the last lines out of order as the process exits, so each step is looked for, not their order.
    const logged = logLines(output).map(({ msg, connections }) => ({ msg, connections }));
    expect(logged).toContainEqual({ msg: 'shutting down', connections: undefined });
    expect(logged).toContainEqual({ msg: 'cut connections still open after the grace', connections: 1 });
    expect(logged).toContainEqual({ msg: 'database closed, exiting', connections: undefined });
  }, 30_000);
});
