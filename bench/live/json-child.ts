/**
 * A child process of the live benchmark that talks JSON lines on stdout (its first one being its ready line) and
 * takes commands as lines on stdin. Non-JSON lines are kept as text, for the few plain answers (`published 3`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface JsonChild {
  child: ChildProcess;
  pid: number;
  /** The next line that satisfies `accept`, parsed when it is JSON; rejects if the child exits first. */
  next<T>(accept: (line: unknown) => boolean): Promise<T>;
  send(line: string): void;
  stop(): void;
}

function parsedLine(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return line;
  }
}

/** Starts `script` (a path from the project's root) under tsx with these arguments. */
export function startJsonChild(script: string, args: string[]): JsonChild {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting: Array<{ accept: (line: unknown) => boolean; resolve(line: unknown): void }> = [];
  const exitWaiters: Array<(error: Error) => void> = [];
  readline.createInterface({ input: child.stdout! }).on('line', (text) => {
    const line = parsedLine(text);
    const index = waiting.findIndex((waiter) => waiter.accept(line));
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(line);
  });
  // 'close', not 'exit': a child's last line (a large report) may still be in the pipe when it exits.
  child.once('close', (code) => {
    for (const reject of exitWaiters) reject(new Error(`${script} exited with ${code}`));
  });
  return {
    child,
    pid: child.pid ?? 0,
    next<T>(accept: (line: unknown) => boolean) {
      return new Promise<T>((resolve, reject) => {
        waiting.push({ accept, resolve: resolve as (line: unknown) => void });
        exitWaiters.push(reject);
      });
    },
    send(line) {
      child.stdin!.write(`${line}\n`);
    },
    stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}

/** Resident memory of a process in MiB, from /proc/<pid>/status (Linux); NaN where /proc cannot tell. */
export function residentMiB(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kiB = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
    return kiB / 1024;
  } catch {
    return Number.NaN;
  }
}
