/**
 * The system Chromium started with a debugging port, for Lighthouse to drive and playwright-core to steer (logins,
 * clearing storage) in the same browser, and stopped with its throw-away profile removed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fullChromiumPath, chromiumLaunchOptions } from '../../tests/e2e/support/chromium';
import { freePort } from '../../tests/e2e/support/server-process';

const debuggerReadyTimeoutMs = 20_000;

export async function startDebuggableChromium(): Promise<{
  port: number;
  child: ChildProcess;
  profileDir: string;
}> {
  const port = await freePort();
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrel-lighthouse-'));
  const flags = chromiumLaunchOptions(fullChromiumPath).args ?? [];
  const child = spawn(
    fullChromiumPath,
    [
      '--headless=new',
      ...flags,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + debuggerReadyTimeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, child, profileDir };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('Chromium did not open its debugging port.');
}

export async function stopChromium(child: ChildProcess, profileDir: string): Promise<void> {
  const exited =
    child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve();
  child.kill('SIGTERM');
  await exited;
  // Chromium's helper processes can still be closing their cache files after the main process exits.
  try {
    fs.rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    console.warn(`Lighthouse's Chromium profile was left at ${profileDir}: ${String(error)}`);
  }
}
