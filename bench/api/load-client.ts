/**
 * The load generator of the API bench: wrk (Debian's package `wrk`, a C program) when installed, else autocannon
 * (JavaScript, in this process), which tops out far below the server on large answers. Either way the bench also
 * measures the client's own ceiling, so a figure the client limited is never mistaken for the server's.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const wrkPath = '/usr/bin/wrk';
const durationSeconds = 8;
const connections = 16;

export interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
}

export type LoadClientName = 'wrk' | 'autocannon';

export function loadClientName(): LoadClientName {
  return fs.existsSync(wrkPath) ? 'wrk' : 'autocannon';
}

function runWrk(target: Target): LoadResult {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'petrel-wrk-')), 'request.lua');
  fs.writeFileSync(
    script,
    [
      `wrk.method = "${target.method}"`,
      // Browsers always accept gzip; the load generator says so too, so the figures are what phones get.
      `wrk.headers["accept-encoding"] = "gzip"`,
      ...(target.body
        ? [`wrk.body = "${target.body}"`, `wrk.headers["content-type"] = "application/x-www-form-urlencoded"`]
        : []),
    ].join('\n'),
  );
  const run = spawnSync(
    wrkPath,
    ['-t1', `-c${connections}`, `-d${durationSeconds}s`, '-s', script, target.url],
    { encoding: 'utf8' },
  );
  fs.rmSync(path.dirname(script), { recursive: true, force: true });
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(run.stdout);
  const count = /(\d+) requests in/.exec(run.stdout);
  if (!rate?.[1] || !count?.[1] || /Non-2xx|Socket errors/.test(run.stdout))
    throw new Error(`${target.name}: wrk failed\n${run.stdout}${run.stderr}`);
  return { requests: Number(count[1]), requestsPerSecond: Number(rate[1]) };
}

async function runAutocannon(target: Target): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    connections,
    duration: durationSeconds,
    headers: {
      'accept-encoding': 'gzip',
      ...(target.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(target.body ? { body: target.body } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requests: result.requests.total, requestsPerSecond: result.requests.average };
}

export function runLoad(target: Target): Promise<LoadResult> {
  return loadClientName() === 'wrk' ? Promise.resolve(runWrk(target)) : runAutocannon(target);
}
