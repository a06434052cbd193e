/**
 * The live stream's benchmark (issue 26's targets), three measurements in one run:
 *
 * 1. 2,000 streams on one server process, each watching `details:<symbol>` of 5 pairs (bench/live/stream-clients.ts
 *    spreads them over the pair table): the server's RSS before and with all open, the delay from a price change
 *    to its arrival at every stream, and the server's CPU per event delivered. The clients are raw `http` requests
 *    in two child processes, whose own CPU is printed beside the delay, so a saturated client shows.
 * 2. Two server processes on one Postgres database: a private event committed in process A, heard on a stream of
 *    process B. Events are committed by publishLive in a transaction of A's own (bench/live/live-bench-server.ts),
 *    since no service publishes yet; skipped without BENCH_DATABASE_URL or TEST_DATABASE_URL.
 * 3. One phone on the timed-order screen: its calls per minute with the stream and with the stream blocked
 *    (bench/live/phone-requests.ts; needs the built app).
 *
 * Every figure is printed with the host's 1-minute load average at the moment it was taken: the machine is shared.
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { livePaths } from '../../src/common/live-types';
import { processCpuMs } from '../api/process-cpu';
import { benchPostgresUrl, createScratchPostgres } from '../support/scratch-postgres';
import { residentMiB, startJsonChild, type JsonChild } from './json-child';
import { measurePhoneRequests, type PhoneRequests } from './phone-requests';

/** Issue 26's targets. */
export const liveStreamsTarget = 2000;
export const liveRssGrowthBudgetMiB = 150;
export const liveMarketDelayP99BudgetMs = 250;
export const livePrivateDelayP99BudgetMs = 300;
/** Two client processes: one Node process reading 2,000 sockets would be the bottleneck on a 2-core host. */
const clientProcesses = 2;
/** How long deliveries are recorded: 20 market ticks. */
const measureWindowMs = 20_000;
/** Time for the server's heap to settle after start-up or after the streams opened, before its RSS is read. */
const settleMs = 3000;
/** Private events committed in A and timed on B's stream. */
const privateEventCount = 200;
/** A private event not heard on B within this time counts as lost. */
const privateEventTimeoutMs = 5000;

export interface LiveBenchResult {
  figures: Record<string, number>;
  /** The 1-minute load average when each figure was taken. */
  loads: Record<string, number>;
  notes: string[];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => Math.round(os.loadavg()[0]! * 100) / 100;
const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)]!;
}

interface ServerReady {
  port: number;
  pid: number;
  users: Array<{ token: string; userId: number }>;
}

async function startLiveServer(args: string[]): Promise<{ server: JsonChild; ready: ServerReady }> {
  const server = startJsonChild('bench/live/live-bench-server.ts', args);
  const ready = await server.next<ServerReady>(
    (line) => typeof line === 'object' && line !== null && 'port' in line,
  );
  return { server, ready };
}

interface ClientReport {
  delaysMs: number[];
  events: number;
  cpuMs: number;
}

const isMessage = (type: string) => (line: unknown) =>
  typeof line === 'object' && line !== null && (line as { type?: unknown }).type === type;

/** Opens the streams over the client processes; every one must open, or the figures would be of fewer streams. */
async function openClients(port: number): Promise<JsonChild[]> {
  const perProcess = Math.ceil(liveStreamsTarget / clientProcesses);
  const clients = Array.from({ length: clientProcesses }, (_, index) =>
    startJsonChild('bench/live/stream-clients.ts', [
      `--port=${port}`,
      `--streams=${perProcess}`,
      `--first=${index * perProcess}`,
    ]),
  );
  const opened = await Promise.all(
    clients.map((client) => client.next<{ open: number; failed: number }>(isMessage('open'))),
  );
  const failed = opened.reduce((sum, item) => sum + item.failed, 0);
  if (failed > 0) throw new Error(`${failed} of ${liveStreamsTarget} live streams failed to open`);
  return clients;
}

async function measureStreams(result: LiveBenchResult): Promise<void> {
  const { server, ready } = await startLiveServer([`--streams=${liveStreamsTarget}`]);
  let clients: JsonChild[] = [];
  try {
    await wait(settleMs);
    const rssBeforeMiB = residentMiB(ready.pid);
    const loadBefore = load();
    clients = await openClients(ready.port);
    await wait(settleMs);
    const rssOpenMiB = residentMiB(ready.pid);
    const loadOpen = load();
    const serverCpuBeforeMs = processCpuMs(ready.pid) ?? Number.NaN;
    for (const client of clients) client.send('measure');
    await wait(measureWindowMs);
    const serverCpuMs = (processCpuMs(ready.pid) ?? Number.NaN) - serverCpuBeforeMs;
    const reports = await Promise.all(
      clients.map((client) => {
        const report = client.next<ClientReport>(isMessage('report'));
        client.send('report');
        return report;
      }),
    );
    const loadMeasured = load();
    const delays = reports.flatMap((report) => report.delaysMs).sort((a, b) => a - b);
    const events = reports.reduce((sum, report) => sum + report.events, 0);
    const figures: Record<string, number> = {
      streamsServerRssBeforeMiB: round(rssBeforeMiB),
      streamsServerRssOpenMiB: round(rssOpenMiB),
      streamsServerRssGrowthMiB: round(rssOpenMiB - rssBeforeMiB),
      streamsMarketDelayP50Ms: percentile(delays, 0.5),
      streamsMarketDelayP99Ms: percentile(delays, 0.99),
      streamsMarketDelayMaxMs: delays.at(-1) ?? Number.NaN,
      streamsEventsPerSecond: round(events / (measureWindowMs / 1000)),
      streamsServerCpuUsPerEvent: round((serverCpuMs * 1000) / events, 2),
      streamsServerCpuPercent: round((serverCpuMs / measureWindowMs) * 100),
    };
    reports.forEach((report, index) => {
      figures[`streamsClient${index + 1}CpuPercent`] = round((report.cpuMs / measureWindowMs) * 100);
    });
    Object.assign(result.figures, figures);
    for (const name of Object.keys(figures)) {
      result.loads[name] = name.includes('RssBefore')
        ? loadBefore
        : name.includes('Rss')
          ? loadOpen
          : loadMeasured;
    }
    result.notes.push(
      `live streams: ${liveStreamsTarget} streams × 5 details channels over ${clientProcesses} client processes; ` +
        `market delay = arrival of a market event at the client socket (Date.now() in the client's 'data' ` +
        `handler) minus the envelope's \`ts\`, which the server's clock stamps as the tick starts computing that ` +
        `channel's new answer, before its feed read (same host, same clock); ${delays.length} deliveries over ${measureWindowMs / 1000} s. ` +
        `It includes the tick's walk over every watched channel and the client process's own lag (its CPU is shown).`,
    );
  } finally {
    for (const client of clients) client.stop();
    server.stop();
  }
}

/** B's stream for the user: resolves each private event's arrival time and its `atMs` (commit time) in order. */
function openPrivateStream(port: number, token: string) {
  const arrivals: Array<(arrival: { arrivedAtMs: number; atMs: number }) => void> = [];
  const pending: Array<{ arrivedAtMs: number; atMs: number }> = [];
  let buffered = '';
  const request = http.get({
    host: '127.0.0.1',
    port,
    path: livePaths.stream,
    headers: { token },
    agent: false,
  });
  const opened = new Promise<void>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) reject(new Error(`stream on B answered ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const arrivedAtMs = Date.now();
        buffered += chunk;
        for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (event.startsWith('event: hello')) resolve();
          if (!event.startsWith('event: private')) continue;
          const data = event.slice(event.indexOf('data: ') + 'data: '.length);
          const arrival = { arrivedAtMs, atMs: (JSON.parse(data) as { atMs: number }).atMs };
          const waiter = arrivals.shift();
          if (waiter) waiter(arrival);
          else pending.push(arrival);
        }
      });
    });
  });
  const nextEvent = () =>
    new Promise<{ arrivedAtMs: number; atMs: number }>((resolve, reject) => {
      const early = pending.shift();
      if (early) return resolve(early);
      const timer = setTimeout(
        () => reject(new Error('a private event did not reach B')),
        privateEventTimeoutMs,
      );
      arrivals.push((arrival) => {
        clearTimeout(timer);
        resolve(arrival);
      });
    });
  return { opened, nextEvent, close: () => request.destroy() };
}

async function measureTwoProcesses(result: LiveBenchResult): Promise<void> {
  const baseUrl = benchPostgresUrl();
  if (!baseUrl) {
    result.notes.push('live two processes: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  const scratch = await createScratchPostgres(baseUrl);
  const servers: JsonChild[] = [];
  try {
    const a = await startLiveServer([`--database=${scratch.url}`, '--users=1']);
    servers.push(a.server);
    const b = await startLiveServer([`--database=${scratch.url}`]);
    servers.push(b.server);
    const user = a.ready.users[0]!;
    const stream = openPrivateStream(b.ready.port, user.token);
    await stream.opened;
    const commitDelays: number[] = [];
    const requestDelays: number[] = [];
    for (let index = 0; index < privateEventCount; index += 1) {
      const sentAtMs = Date.now();
      a.server.send(`publish ${user.userId}`);
      const { arrivedAtMs, atMs } = await stream.nextEvent();
      commitDelays.push(arrivedAtMs - atMs);
      requestDelays.push(arrivedAtMs - sentAtMs);
    }
    stream.close();
    commitDelays.sort((x, y) => x - y);
    requestDelays.sort((x, y) => x - y);
    const figures = {
      postgresPrivateDelayP50Ms: percentile(commitDelays, 0.5),
      postgresPrivateDelayP99Ms: percentile(commitDelays, 0.99),
      postgresPrivateDelayMaxMs: commitDelays.at(-1) ?? Number.NaN,
      postgresPrivateFromRequestP99Ms: percentile(requestDelays, 0.99),
    };
    Object.assign(result.figures, figures);
    for (const name of Object.keys(figures)) result.loads[name] = load();
    result.notes.push(
      `live two processes: ${privateEventCount} \`balance\` events, one at a time, each committed by publishLive ` +
        `in its own transaction in process A (asked over stdin: the wallet does not publish yet), heard on a stream ` +
        `of process B on the same Postgres database. Delay = arrival at B's stream socket minus the event's \`atMs\` ` +
        `(Postgres clock_timestamp() in the commit trigger, same host); "FromRequest" is from the moment the ` +
        `benchmark asked A to publish, so it adds A's transaction.`,
    );
  } finally {
    for (const server of servers) server.stop();
    await wait(500);
    await scratch.drop();
  }
}

function phoneNote(label: string, phone: PhoneRequests): string {
  const paths = phone.byPath.map(([pathname, count]) => `${pathname} ×${count}`).join(', ');
  return `live phone ${label}: ${phone.callsPerMinute} calls/min, ${phone.streamsOpened} stream requests (${paths})`;
}

async function measurePhone(result: LiveBenchResult): Promise<void> {
  const { withStream, withoutStream } = await measurePhoneRequests();
  result.figures.phoneCallsPerMinuteWithStream = withStream.callsPerMinute;
  result.loads.phoneCallsPerMinuteWithStream = load();
  result.figures.phoneCallsPerMinuteStreamBlocked = withoutStream.callsPerMinute;
  result.loads.phoneCallsPerMinuteStreamBlocked = load();
  result.figures.phoneStreamRequestsPerMinute = Math.max(0, withStream.streamsOpened);
  result.loads.phoneStreamRequestsPerMinute = load();
  result.notes.push(phoneNote('with stream', withStream), phoneNote('stream blocked', withoutStream));
}

/** `only`: the names of the parts to run (all by default), e.g. `npx tsx bench/live/run-live-bench.ts streams`. */
export async function runLiveBench(only: readonly string[] = []): Promise<LiveBenchResult> {
  const result: LiveBenchResult = { figures: {}, loads: {}, notes: [] };
  // A part that fails is noted and the others still run: their figures are worth having on their own.
  for (const [name, part] of [
    ['streams', measureStreams],
    ['postgres', measureTwoProcesses],
    ['phone', measurePhone],
  ] as const) {
    if (only.length > 0 && !only.includes(name)) continue;
    try {
      await part(result);
    } catch (error) {
      result.notes.push(`live ${name}: FAILED: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return result;
}

/** Each figure's budget where issue 26 sets one. */
export const liveBudgets: Record<string, { text: string; ok: (value: number) => boolean }> = {
  streamsServerRssGrowthMiB: {
    text: `≤ ${liveRssGrowthBudgetMiB} MiB`,
    ok: (v) => v <= liveRssGrowthBudgetMiB,
  },
  streamsMarketDelayP99Ms: {
    text: `≤ ${liveMarketDelayP99BudgetMs} ms`,
    ok: (v) => v <= liveMarketDelayP99BudgetMs,
  },
  postgresPrivateDelayP99Ms: {
    text: `≤ ${livePrivateDelayP99BudgetMs} ms`,
    ok: (v) => v <= livePrivateDelayP99BudgetMs,
  },
};

/** A figure's unit from the end of its name (ARCHITECTURE: names carry units). */
export function liveFigureUnit(name: string): string {
  const units: Array<[string, string]> = [
    ['MiB', 'MiB'],
    ['Ms', 'ms'],
    ['UsPerEvent', 'µs CPU/event'],
    ['Percent', '% of a core'],
    ['PerSecond', 'event/s'],
    ['PerMinute', 'per min'],
    ['WithStream', 'calls/min'],
    ['StreamBlocked', 'calls/min'],
  ];
  return units.find(([suffix]) => name.endsWith(suffix))?.[1] ?? '';
}

async function printLiveBench(): Promise<void> {
  const { figures, loads, notes } = await runLiveBench(process.argv.slice(2));
  const rows = Object.entries(figures).map(([figure, value]) => {
    const budget = liveBudgets[figure];
    return {
      figure: `live.${figure}`,
      value,
      unit: liveFigureUnit(figure),
      budget: budget?.text ?? '',
      withinBudget: budget ? budget.ok(value) : '',
      load1: loads[figure],
    };
  });
  console.table(rows);
  for (const note of notes) console.log(note);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  await printLiveBench();
