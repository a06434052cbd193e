/**
 * Lighthouse 12 on every route (mobile: its default simulated slow 4G and 4× CPU slowdown) in the system Chromium,
 * interleaved with a minimal React page (bench/minimal-react) as issue 23 measured: round by round, each route's
 * run follows a run of the minimal page (minimal, home, minimal, market, …), so both meet the same host. A route's
 * figures are the median of its rounds (3 unless PETREL_LIGHTHOUSE_ROUNDS says otherwise), beside the minimal page's
 * median over the runs paired with it. PETREL_LIGHTHOUSE_ROUTES=home,trade measures only the routes it names.
 *
 * Every run is scored twice from one page load: the raw score, Lighthouse's own, and the CPU-time score, the same
 * audits re-run on the trace with each task cut to the time its thread spent on a CPU (thread-time-trace.ts), so a
 * loaded host can neither hide nor fake a change. Each run prints both, with the benchmark index Lighthouse measured
 * and the host's load average. Lighthouse drives a Chromium this bench starts with a debugging port; the private
 * routes are measured logged in as the demo account, with the service worker, its caches and the on-device cache
 * cleared before each run (a logged-in first visit), so only the login itself is kept. With
 * PETREL_LIGHTHOUSE_BEFORE_URL, an earlier build's server is measured in the same rounds, route by route. With
 * PETREL_LIGHTHOUSE_FLOOR=1, each round ends with the floor of a screen whose largest paint comes with its data:
 * the minimal page drawing only once one call to its server answered (bench/minimal-react/pair-rows.ts).
 */
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { serveMinimalPage } from '../minimal-react/serve-minimal-page';
import { startDebuggableChromium, stopChromium } from './debuggable-chromium';
import { defaultCpuSlowdown, LighthouseRunFailed, lighthouseRun, type LighthouseRun } from './lighthouse-run';
import { logInAsDemo, routeUrl, webRoutes, type WebRoute } from './web-routes';
import { median } from '../support/median';

/** A route's medians over its rounds, beside the minimal page's medians over the runs paired with them. */
export interface LighthouseRow {
  route: string;
  performance: number;
  cpuTimePerformance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  benchmarkIndex: number;
  loadAverage: number;
  minimalPerformance: number;
  minimalCpuTimePerformance: number;
  minimalLcpMs: number;
  minimalTbtMs: number;
}

/**
 * The CPU slowdown that would emulate Lighthouse's reference mid-range phone on a host of this benchmark index, by
 * the piecewise-linear calculator Lighthouse's throttling documentation points to: an index of 1533 maps to its
 * default 4×, 1300 to 3×, 800 to 2× and 150 to 1×. Printed beside the scores (which always use the default 4×), so
 * they can be read against the machine they were measured on.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

const defaultRounds = 3;
/** At most this many rounds, so a typo cannot keep the host busy for a day (each round is two runs a route). */
const roundsMax = 20;

/** PETREL_LIGHTHOUSE_ROUNDS, else 3: the bench is slow (about half a minute a run on two loaded cores). */
export function lighthouseRounds(): number {
  const rounds = Number(process.env.PETREL_LIGHTHOUSE_ROUNDS ?? defaultRounds);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > roundsMax) {
    throw new Error(`PETREL_LIGHTHOUSE_ROUNDS must be a whole number from 1 to ${roundsMax}.`);
  }
  return rounds;
}

/** At most this CPU slowdown: beyond, a run would mostly measure the emulation. */
const cpuSlowdownMax = 20;

/**
 * PETREL_LIGHTHOUSE_CPU, else Lighthouse's 4×: on a fast host (benchmark index well above 1,533), the slowdown
 * calibratedCpuSlowdown prints emulates the reference phone that 4× emulates on Lighthouse's own hosts.
 */
export function lighthouseCpuSlowdown(): number {
  const slowdown = Number(process.env.PETREL_LIGHTHOUSE_CPU ?? defaultCpuSlowdown);
  if (!Number.isFinite(slowdown) || slowdown < 1 || slowdown > cpuSlowdownMax) {
    throw new Error(`PETREL_LIGHTHOUSE_CPU must be a number from 1 to ${cpuSlowdownMax}.`);
  }
  return slowdown;
}

/** PETREL_LIGHTHOUSE_ROUTES (names, comma-separated), else every route: for a quick look at one screen. */
export function lighthouseRoutes(): readonly WebRoute[] {
  const names = process.env.PETREL_LIGHTHOUSE_ROUTES?.split(',').map((name) => name.trim());
  if (!names) return webRoutes;
  const unknown = names.filter((name) => !webRoutes.some((route) => route.name === name));
  if (unknown.length) {
    throw new Error(
      `Unknown route ${unknown.join(', ')}: one of ${webRoutes.map((route) => route.name).join(', ')}.`,
    );
  }
  return webRoutes.filter((route) => names.includes(route.name));
}

/** The row of the floor page (PETREL_LIGHTHOUSE_FLOOR=1): the minimal page drawing only once one call answered. */
export const dataCallFloorRow = 'floor: minimal + one data call';

function floorMeasured(): boolean {
  return process.env.PETREL_LIGHTHOUSE_FLOOR === '1';
}

function printRun(round: number, name: string, run: LighthouseRun): void {
  console.log(
    `lighthouse round ${round} ${name}: raw ${run.performance}, CPU-time ${run.cpuTimePerformance} ` +
      `(LCP ${run.lcpMs} / ${run.cpuTimeLcpMs} ms, TBT ${run.tbtMs} / ${run.cpuTimeTbtMs} ms, CLS ${run.cls}, LCP element ${run.lcpElement}` +
      `${run.cls > 0 ? `, moved: ${run.shiftedElements.join('; ')}` : ''}), ` +
      `benchmark index ${run.benchmarkIndex}, load average ${run.loadAverage}`,
  );
}

/** Tries of one run: Lighthouse sometimes fails a load of a page that loads (a hung renderer, no paint seen). */
const attemptsMax = 3;

/** Runs `run` again when Lighthouse could not measure the load, saying so, so a failed load never reads as a 0. */
async function measured(
  round: number,
  name: string,
  run: () => Promise<LighthouseRun>,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await run();
      printRun(round, name, result);
      return result;
    } catch (error) {
      if (!(error instanceof LighthouseRunFailed) || attempt >= attemptsMax) throw error;
      console.log(`lighthouse round ${round} ${name}: not measured (${error.message.trim()}); run again`);
    }
  }
}

function summarise(
  route: string,
  runs: readonly LighthouseRun[],
  minimal: readonly LighthouseRun[],
): LighthouseRow {
  const of = (items: readonly LighthouseRun[], pick: (run: LighthouseRun) => number) =>
    median(items.map(pick));
  return {
    route,
    performance: of(runs, (run) => run.performance),
    cpuTimePerformance: of(runs, (run) => run.cpuTimePerformance),
    lcpMs: of(runs, (run) => run.lcpMs),
    tbtMs: of(runs, (run) => run.tbtMs),
    cls: of(runs, (run) => run.cls),
    accessibility: of(runs, (run) => run.accessibility),
    bestPractices: of(runs, (run) => run.bestPractices),
    benchmarkIndex: of(runs, (run) => run.benchmarkIndex),
    loadAverage: of(runs, (run) => run.loadAverage),
    minimalPerformance: of(minimal, (run) => run.performance),
    minimalCpuTimePerformance: of(minimal, (run) => run.cpuTimePerformance),
    minimalLcpMs: of(minimal, (run) => run.lcpMs),
    minimalTbtMs: of(minimal, (run) => run.tbtMs),
  };
}

interface Session {
  port: number;
  cdp: CDPSession;
  controlPage: Page;
  baseUrl: string;
  /** Whether the demo account's login is in the browser's storage now. */
  loggedIn: boolean;
  /** Lighthouse's CPU slowdown for every run (lighthouseCpuSlowdown). */
  cpuSlowdown: number;
}

/**
 * Empties everything a first visit would not find, then runs Lighthouse. A public route is measured as a visitor
 * (the login goes too); before a private one the demo account logs in once, as the login is all that is kept.
 */
async function measureRoute(session: Session, route: WebRoute): Promise<LighthouseRun> {
  if (route.private && !session.loggedIn) {
    await logInAsDemo(session.controlPage, session.baseUrl);
    await session.controlPage.goto('about:blank');
    session.loggedIn = true;
  }
  if (!route.private) session.loggedIn = false;
  await session.cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(session.baseUrl).origin,
    storageTypes: `service_workers,cache_storage,indexeddb${route.private ? '' : ',local_storage'}`,
  });
  // disableStorageReset (which keeps the login) also keeps the HTTP cache: it is emptied here instead.
  await session.cdp.send('Network.clearBrowserCache');
  return lighthouseRun(routeUrl(session.baseUrl, route.path), session.port, session.cpuSlowdown);
}

/**
 * PETREL_LIGHTHOUSE_BEFORE_URL: a server of an earlier build (for a before/after table from one run). Give it as
 * http://localhost:PORT while the measured server is http://127.0.0.1:PORT, so the two logins' cookies stay apart.
 */
function beforeUrl(): string | undefined {
  const url = process.env.PETREL_LIGHTHOUSE_BEFORE_URL?.trim();
  return url ? url.replace(/\/$/, '') : undefined;
}

/** Route rows of the build measured; with PETREL_LIGHTHOUSE_BEFORE_URL, also rows named "before <route>". */
export async function runLighthouseBench(baseUrl: string): Promise<LighthouseRow[]> {
  const rounds = lighthouseRounds();
  const routes = lighthouseRoutes();
  const before = beforeUrl();
  const cpuSlowdown = lighthouseCpuSlowdown();
  const minimalPage = await serveMinimalPage();
  const { port, child, profileDir } = await startDebuggableChromium();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const controlPage = await context.newPage();
    const cdp = await context.newCDPSession(controlPage);
    const builds = [
      ...(before
        ? [
            {
              label: 'before ',
              session: { port, cdp, controlPage, baseUrl: before, loggedIn: false, cpuSlowdown },
            },
          ]
        : []),
      { label: '', session: { port, cdp, controlPage, baseUrl, loggedIn: false, cpuSlowdown } },
    ];
    const runs = new Map<string, { route: LighthouseRun[]; minimal: LighthouseRun[] }>();
    const record = (name: string, measured: LighthouseRun, minimal: LighthouseRun) => {
      const entry = runs.get(name) ?? { route: [], minimal: [] };
      entry.route.push(measured);
      entry.minimal.push(minimal);
      runs.set(name, entry);
    };
    // Public routes first in every round, as a visitor; the demo account logs in before the first private one.
    // Each run of a route follows a run of the minimal page; with a before build, minimal, before, minimal, after.
    const ordered = [...routes].sort((a, b) => Number(a.private) - Number(b.private));
    for (let round = 1; round <= rounds; round += 1) {
      for (const route of ordered) {
        for (const { label, session } of builds) {
          await cdp.send('Network.clearBrowserCache');
          const minimal = await measured(round, `minimal (before ${label}${route.name})`, () =>
            lighthouseRun(minimalPage.url, port, cpuSlowdown),
          );
          const routeRun = await measured(round, `${label}${route.name}`, () => measureRoute(session, route));
          record(`${label}${route.name}`, routeRun, minimal);
        }
      }
      if (floorMeasured()) {
        const minimal = await measured(round, `minimal (before the floor)`, () =>
          lighthouseRun(minimalPage.url, port, cpuSlowdown),
        );
        const floor = await measured(round, dataCallFloorRow, () =>
          lighthouseRun(minimalPage.dataCallUrl, port, cpuSlowdown),
        );
        record(dataCallFloorRow, floor, minimal);
      }
    }
    const names = [
      ...routes.flatMap((route) => builds.map(({ label }) => `${label}${route.name}`)),
      ...(floorMeasured() ? [dataCallFloorRow] : []),
    ];
    return names.map((name) => summarise(name, runs.get(name)!.route, runs.get(name)!.minimal));
  } finally {
    await browser.close().catch(() => undefined);
    await stopChromium(child, profileDir);
    await minimalPage.stop();
  }
}
