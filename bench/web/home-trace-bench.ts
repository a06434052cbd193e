/**
 * Where /home's start-up main-thread time goes (issue 23), traced in the system Chromium at 4× CPU slowdown, for
 * one build or several interleaved (A, B, A, B…), so a loaded host slows every build alike. Each round opens each
 * build twice in a fresh profile: a first visit (nothing cached) and a repeat visit (the on-device cache filled).
 * It prints, per build, the medians of: the largest task, the total blocking time (each task's time past 50 ms),
 * style recalculation and layout, script, first contentful paint, largest contentful paint and when the first
 * market row showed — and the host's load average beside them. Two servers serve the two builds, e.g.
 *
 *   CLIENT_DIST_DIR=/tmp/before PORT=18781 DATA_DIR=/tmp/a node dist-server/main.js &
 *   CLIENT_DIST_DIR=/tmp/after  PORT=18782 DATA_DIR=/tmp/b node dist-server/main.js &
 *   npx tsx bench/web/home-trace-bench.ts before=http://127.0.0.1:18781 after=http://127.0.0.1:18782
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { fullChromiumPath, chromiumLaunchOptions } from '../../tests/e2e/support/chromium';
import { routeUrl } from './web-routes';
import { median } from '../support/median';

const cpuSlowdown = 4;
const rounds = Number(process.env.ROUNDS ?? 3);
/** After the first row shows, the page is given this long for the rest of its start-up work. */
const settleMs = 2_000;
const readyTimeoutMs = 30_000;
const longTaskMs = 50;
const readySelector = '[data-testid^="pair-"]';
/** Set TRACE_DIR to keep each visit's trace there (open it in Chromium DevTools' Performance panel). */
const traceDir = process.env.TRACE_DIR;
let tracesSaved = 0;
const traceCategories = [
  ...(process.env.TRACE_DIR ? ['disabled-by-default-v8.cpu_profiler'] : []),
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'v8.execute',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: what the task cost, without the time the loaded host kept the thread waiting. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

interface Visit {
  largestTaskMs: number;
  blockingMs: number;
  /** The largest task's and all tasks' CPU time, unthrottled: the figures a loaded host disturbs least. */
  largestTaskCpuMs: number;
  mainCpuMs: number;
  /** The largest task that ran the app's own code (React's renders and commits among it), wall and CPU time. */
  largestAppTaskMs: number;
  largestAppTaskCpuMs: number;
  styleMs: number;
  layoutMs: number;
  scriptMs: number;
  fcpMs: number;
  lcpMs: number;
  rowMs: number;
}

async function readTrace(session: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()));
  await session.send('Tracing.end');
  await complete;
  return events;
}

/** The renderer's main thread: the thread named CrRendererMain that ran the page's tasks. */
function mainThreadEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busiest = mains
    .map((thread) => ({
      thread,
      busyUs: events
        .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask')
        .reduce((sum, e) => sum + (e.dur ?? 0), 0),
    }))
    .sort((a, b) => b.busyUs - a.busyUs)[0]?.thread;
  if (!busiest) return [];
  return events.filter((e) => e.pid === busiest.pid && e.tid === busiest.tid && e.ph === 'X');
}

/** The tasks in which a call into the app's chunk (start-app-*.js: React and the app's start) ran. */
function appTasks(main: readonly TraceEvent[], tasks: readonly TraceEvent[]): TraceEvent[] {
  const sorted = [...tasks].sort((a, b) => a.ts - b.ts);
  const found = new Set<TraceEvent>();
  for (const call of main) {
    const url = call.args?.data?.url;
    if (call.name !== 'FunctionCall' || typeof url !== 'string' || !url.includes('/start-app-')) continue;
    let low = 0;
    let high = sorted.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((sorted[middle]?.ts ?? 0) <= call.ts) low = middle;
      else high = middle - 1;
    }
    const task = sorted[low];
    if (task && task.ts <= call.ts && call.ts <= task.ts + (task.dur ?? 0)) found.add(task);
  }
  return [...found];
}

/** The time covered by events of these names, counting nested ones (a call inside a script's evaluation) once. */
function coveredMs(events: readonly TraceEvent[], names: readonly string[]): number {
  const spans = events.filter((e) => names.includes(e.name)).sort((a, b) => a.ts - b.ts);
  let coveredUs = 0;
  let endUs = Number.NEGATIVE_INFINITY;
  for (const span of spans) {
    const spanEndUs = span.ts + (span.dur ?? 0);
    if (spanEndUs <= endUs) continue;
    coveredUs += spanEndUs - Math.max(span.ts, endUs);
    endUs = spanEndUs;
  }
  return coveredUs / 1000;
}

function summarise(events: readonly TraceEvent[]): Omit<Visit, 'fcpMs' | 'lcpMs' | 'rowMs'> {
  const main = mainThreadEvents(events);
  const runTasks = main.filter((e) => e.name === 'RunTask');
  const tasks = runTasks.map((e) => (e.dur ?? 0) / 1000);
  const taskCpus = runTasks.map((e) => (e.tdur ?? 0) / 1000);
  const app = appTasks(main, runTasks);
  return {
    largestTaskMs: Math.max(0, ...tasks),
    blockingMs: tasks.reduce((sum, ms) => sum + Math.max(0, ms - longTaskMs), 0),
    largestTaskCpuMs: Math.max(0, ...taskCpus),
    mainCpuMs: taskCpus.reduce((sum, ms) => sum + ms, 0),
    largestAppTaskMs: Math.max(0, ...app.map((e) => (e.dur ?? 0) / 1000)),
    largestAppTaskCpuMs: Math.max(0, ...app.map((e) => (e.tdur ?? 0) / 1000)),
    styleMs: coveredMs(main, ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet']),
    layoutMs: coveredMs(main, ['Layout']),
    scriptMs: coveredMs(main, [
      'EvaluateScript',
      'v8.evaluateModule',
      'FunctionCall',
      'TimerFire',
      'EventDispatch',
    ]),
  };
}

/** Paint timings read in the page (performance.now() from navigation start). */
async function paintTimes(page: Page): Promise<Pick<Visit, 'fcpMs' | 'lcpMs' | 'rowMs'>> {
  return page.evaluate(
    () =>
      new Promise<{ fcpMs: number; lcpMs: number; rowMs: number }>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const rowMs = (window as unknown as { __rowMs?: number }).__rowMs ?? Number.NaN;
          resolve({ fcpMs: fcp, lcpMs: entries.at(-1)?.startTime ?? Number.NaN, rowMs });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

async function visit(page: Page, session: CDPSession, baseUrl: string): Promise<Visit> {
  await session.send('Tracing.start', { traceConfig: { includedCategories: traceCategories } });
  await page.goto(routeUrl(baseUrl, '/home'), { waitUntil: 'commit' });
  await page.waitForSelector(readySelector, { timeout: readyTimeoutMs });
  await page.waitForTimeout(settleMs);
  const events = await readTrace(session);
  if (traceDir) {
    tracesSaved += 1;
    fs.mkdirSync(traceDir, { recursive: true });
    fs.writeFileSync(
      path.join(traceDir, `home-${tracesSaved}.json`),
      JSON.stringify({ traceEvents: events }),
    );
  }
  return { ...summarise(events), ...(await paintTimes(page)) };
}

/** A first and a repeat visit of one build in a fresh profile. */
async function measureBuild(browser: Browser, baseUrl: string): Promise<{ first: Visit; repeat: Visit }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // Notes when the first market row appears, from navigation start, on every load.
  await context.addInitScript((selector: string) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) {
        (window as unknown as { __rowMs?: number }).__rowMs = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, readySelector);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  try {
    const first = await visit(page, session, baseUrl);
    // Leaving the page first makes the second visit a real load, not a same-document hash change.
    await page.goto('about:blank');
    const repeat = await visit(page, session, baseUrl);
    return { first, repeat };
  } finally {
    await context.close();
  }
}

function medianRow(label: string, visits: readonly Visit[]): Record<string, string | number> {
  const row: Record<string, string | number> = { build: label };
  for (const key of Object.keys(visits[0] ?? {}) as (keyof Visit)[]) {
    row[key] = Math.round(median(visits.map((v) => v[key])));
  }
  return row;
}

async function main(): Promise<void> {
  const builds = process.argv.slice(2).map((arg) => {
    const [label = '', url = ''] = arg.split('=', 2);
    if (!url) throw new Error(`Expected label=http://host:port, got ${arg}`);
    return { label, url: url.replace(/\/$/, '') };
  });
  if (builds.length === 0) throw new Error('Give at least one build as label=http://host:port');
  const results = new Map(builds.map((b) => [b.label, { first: [] as Visit[], repeat: [] as Visit[] }]));
  const browser = await chromium.launch(chromiumLaunchOptions(fullChromiumPath));
  const loads: number[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const build of builds) {
        loads.push(os.loadavg()[0] ?? Number.NaN);
        const { first, repeat } = await measureBuild(browser, build.url);
        results.get(build.label)?.first.push(first);
        results.get(build.label)?.repeat.push(repeat);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`/home at ${cpuSlowdown}× CPU, median of ${rounds} interleaved rounds (ms)`);
  console.log(`host load average (1 min) during the runs: ${loads.map((l) => l.toFixed(2)).join(', ')}`);
  console.log('First visit (nothing cached):');
  console.table(builds.map((b) => medianRow(b.label, results.get(b.label)?.first ?? [])));
  console.log('Repeat visit (on-device cache filled):');
  console.table(builds.map((b) => medianRow(b.label, results.get(b.label)?.repeat ?? [])));
}

await main();
