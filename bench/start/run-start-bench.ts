/**
 * Start-up (issue 10): the server launched the way `npm start` launches it, after the build. Each round starts a
 * server on a fresh, empty DATA_DIR (the first start: the database image copied, the demo data seeded), stops it,
 * and starts it again on the same directory (a restart). Figures are medians over the rounds; resident memory is
 * the server process's VmRSS when it first answers and again after an idle spell (the engines ticking). CPU time
 * to the first answer is printed too: on a loaded machine it says more than the wall clock.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../tests/e2e/support/server-process';
import { cpuMs, launchServer, residentMib } from './launch';
import { median } from '../support/median';

const rounds = 3;
/** Long enough for the engines' first ticks and the market feed to have run. */
const idleSpellMs = 5_000;
const startCommand = [process.execPath, 'scripts/start.mjs'];
const npmStartCommand = ['npm', 'start', '--silent'];

/** What `npm start` does before it starts a server: the build, brought up to date, is not what is measured. */
function ensureBuild(): void {
  const result = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The build failed.');
}

interface StartSample {
  firstAnswerMs: number;
  cpuMs: number;
  residentMib: number;
}

async function startOnce(
  command: string[],
  dataDir: string,
  idle: boolean,
): Promise<StartSample & { idleMib?: number }> {
  const server = await launchServer(command, dataDir);
  try {
    const sample = {
      firstAnswerMs: server.firstAnswerMs,
      cpuMs: cpuMs(server.serverPid),
      residentMib: residentMib(server.serverPid),
    };
    if (!idle) return sample;
    await new Promise((resolve) => setTimeout(resolve, idleSpellMs));
    return { ...sample, idleMib: residentMib(server.serverPid) };
  } finally {
    await server.stop();
  }
}

export async function runStartBench(): Promise<{ figures: Record<string, number>; notes: string[] }> {
  ensureBuild();
  const firsts: StartSample[] = [];
  const restarts: StartSample[] = [];
  let idleMib = Number.NaN;
  for (let round = 0; round < rounds; round += 1) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrel-start-'));
    try {
      const first = await startOnce(startCommand, dataDir, round === 0);
      if (first.idleMib !== undefined) idleMib = first.idleMib;
      firsts.push(first);
      restarts.push(await startOnce(startCommand, dataDir, false));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const npmDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrel-start-npm-'));
  let viaNpm: StartSample;
  try {
    viaNpm = await startOnce(npmStartCommand, npmDataDir, false);
  } finally {
    fs.rmSync(npmDataDir, { recursive: true, force: true });
  }
  const figures = {
    firstStartMs: median(firsts.map((sample) => sample.firstAnswerMs)),
    restartMs: median(restarts.map((sample) => sample.firstAnswerMs)),
    rssAfterStartMiB: Math.max(...firsts.map((s) => s.residentMib), ...restarts.map((s) => s.residentMib)),
    rssAfterIdleMiB: idleMib,
    firstStartCpuMs: median(firsts.map((sample) => sample.cpuMs)),
    restartCpuMs: median(restarts.map((sample) => sample.cpuMs)),
    firstStartViaNpmMs: viaNpm.firstAnswerMs,
  };
  const notes = [
    `start: first starts ${firsts.map((s) => s.firstAnswerMs).join(', ')} ms, restarts ${restarts
      .map((s) => s.firstAnswerMs)
      .join(', ')} ms (node scripts/start.mjs, as npm start runs it; the load average was ${os
      .loadavg()[0]!
      .toFixed(1)} on ${os.cpus().length} cores); through npm start itself ${viaNpm.firstAnswerMs} ms`,
  ];
  return { figures, notes };
}
