/**
 * Requests per second of getKline (2000 candles) and getDetails next to bare Fastify routes, measured in one run
 * with autocannon against a server in a child process. The budget compares cached getKline with the bare route
 * that sends the same bytes (see bench-server.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..', '..');
const durationSeconds = 8;
const connections = 16;

interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
}

/**
 * wrk (Debian's package) is a C load generator and the better yardstick: autocannon, in JavaScript, spends more
 * time parsing large answers than the server spends sending them. autocannon is the fallback where wrk is absent.
 */
const wrkPath = '/usr/bin/wrk';

function measureWithWrk(target: Target): number {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'petrel-wrk-')), 'request.lua');
  fs.writeFileSync(
    script,
    [
      `wrk.method = "${target.method}"`,
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
  const match = /Requests\/sec:\s+([\d.]+)/.exec(run.stdout);
  if (!match?.[1] || /Non-2xx/.test(run.stdout))
    throw new Error(`${target.name}: wrk failed\n${run.stdout}${run.stderr}`);
  return Number(match[1]);
}

async function measure(target: Target): Promise<number> {
  if (fs.existsSync(wrkPath)) return measureWithWrk(target);
  const result = await autocannon({
    url: target.url,
    method: target.method,
    connections,
    duration: durationSeconds,
    // Browsers always accept gzip; the load generator says so too, so the figures are what phones get.
    headers: {
      'accept-encoding': 'gzip',
      ...(target.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(target.body ? { body: target.body } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

export async function runApiBench(): Promise<Record<string, number>> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api/bench-server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const firstLine = await new Promise<string>((resolve, reject) => {
      const lines = readline.createInterface({ input: child.stdout });
      lines.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const ports = JSON.parse(firstLine) as { app: number; bare: number };
    const app = `http://127.0.0.1:${ports.app}`;
    const targets: Target[] = [
      { name: 'bareTinyRouteRps', url: `http://127.0.0.1:${ports.bare}/bare`, method: 'GET' },
      { name: 'bareKlineBytesRouteRps', url: `http://127.0.0.1:${ports.bare}/bare-kline`, method: 'GET' },
      {
        name: 'getKline2000Rps',
        url: `${app}/huobi/getKline`,
        method: 'POST',
        body: 'symbol=btcusdt&timer=1min&size=2000',
      },
      {
        name: 'getDetailsRps',
        url: `${app}/huobi/getDetails`,
        method: 'POST',
        body: 'symbol=btcusdt&timer=1day&size=1',
      },
    ];
    const figures: Record<string, number> = {};
    for (const target of targets) figures[target.name] = await measure(target);
    const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;
    figures.getKlineShareOfBareKlinePercent = percent(
      figures.getKline2000Rps!,
      figures.bareKlineBytesRouteRps!,
    );
    figures.getDetailsShareOfBareTinyPercent = percent(figures.getDetailsRps!, figures.bareTinyRouteRps!);
    return figures;
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.table(await runApiBench());
}
