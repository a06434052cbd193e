/** Starts bench-server.ts in a child process and reads the ports it prints on its first line. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface BenchChild {
  child: ChildProcess;
  ports: Record<string, number>;
  stop(): void;
}

export async function startBenchChild(args: string[] = []): Promise<BenchChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api/bench-server.ts', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const firstLine = await new Promise<string>((resolve, reject) => {
      const lines = readline.createInterface({ input: child.stdout! });
      lines.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    return {
      child,
      ports: JSON.parse(firstLine) as Record<string, number>,
      stop: () => child.kill('SIGTERM'),
    };
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
}
