/**
 * One server process launched as `npm start` launches it (`node scripts/start.mjs`, or `npm start` itself), timed
 * from the launch to its first HTTP answer, with its resident memory and CPU time read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort, projectRoot } from '../../tests/e2e/support/server-process';

/** How often the first answer is asked for: fine enough for figures in the hundreds of milliseconds. */
const answerPollIntervalMs = 20;
const answerTimeoutMs = 60_000;
const kibPerMib = 1024;
/** /proc/<pid>/stat counts CPU time in clock ticks of 10 ms (USER_HZ = 100 on Linux). */
const msPerClockTick = 10;

export interface LaunchedServer {
  /** The process that serves: the launched node itself, or under `npm start` the node that npm's shell runs. */
  serverPid: number;
  firstAnswerMs: number;
  stop(): Promise<void>;
}

/** Resident memory of a process in MiB (VmRSS). */
export function residentMib(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kib / kibPerMib);
}

/** User plus system CPU time a process has used so far, in ms. */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
  return (Number(fields[11]) + Number(fields[12])) * msPerClockTick;
}

function childrenOf(pid: number): number[] {
  try {
    const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return text === '' ? [] : text.split(/\s+/).map(Number);
  } catch {
    return [];
  }
}

/** The deepest descendant: under `npm start` that is npm → sh → node, and the node is the server. */
function serverProcessOf(pid: number): number {
  const [child] = childrenOf(pid);
  return child === undefined ? pid : serverProcessOf(child);
}

async function waitForAnswer(url: string, child: ChildProcess, launchedMs: number): Promise<number> {
  while (performance.now() - launchedMs < answerTimeoutMs) {
    if (child.exitCode !== null) throw new Error(`The server exited at start with code ${child.exitCode}.`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return performance.now() - launchedMs;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, answerPollIntervalMs));
  }
  throw new Error('The server gave no answer in time.');
}

/** Launches `command` in the project root with its own DATA_DIR and port and waits for GET /healthz. */
export async function launchServer(command: string[], dataDir: string): Promise<LaunchedServer> {
  const port = await freePort();
  const launchedMs = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so that npm, its shell and the server are stopped together.
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const firstAnswerMs = await waitForAnswer(`http://127.0.0.1:${port}/healthz`, child, launchedMs);
    return {
      serverPid: serverProcessOf(child.pid!),
      firstAnswerMs: Math.round(firstAnswerMs),
      async stop() {
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
      },
    };
  } catch (error) {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    throw error;
  }
}
