/**
 * `npm run bench`: every figure in one run, printed side by side with its budget. Benchmarks print; they never
 * fail a build on time (a figure over budget is marked, and the run still exits 0).
 */
import { ensureClientBuild, startServerProcess } from '../tests/e2e/support/server-process';
import { runApiBench } from './api/run-api-bench';
import { coldFirstKlineBudgetMs, runColdKlineBench } from './api/run-cold-kline-bench';
import { runAuthBench } from './auth/run-auth-bench';
import { runBundleBench } from './bundle/run-bundle-bench';
import { runChartBench } from './chart/run-chart-bench';
import { runSpotOrderBench, spotFigureUnit } from './trading/run-spot-order-bench';
import { runWalletBench } from './wallet/run-wallet-bench';
import { runSecondSettleBench } from './trading/run-second-settle-bench';

interface Row {
  figure: string;
  value: number;
  unit: string;
  budget?: string;
  withinBudget?: boolean;
  /** What the figure must be read against, e.g. the load generator's own ceiling. */
  beside?: string;
}

function row(
  figure: string,
  value: number,
  unit: string,
  budget?: { text: string; ok: (value: number) => boolean },
  beside?: string,
): Row {
  return {
    figure,
    value,
    unit,
    ...(budget ? { budget: budget.text, withinBudget: budget.ok(value) } : {}),
    ...(beside ? { beside } : {}),
  };
}

/** Units are the last word of a figure's name (ARCHITECTURE: names carry units). */
function unitOf(name: string): string {
  if (name.endsWith('Ms')) return 'ms';
  if (name.endsWith('Px')) return 'px';
  if (name.endsWith('Count') || name.endsWith('Pages')) return 'count';
  return '';
}

async function main(): Promise<void> {
  ensureClientBuild();
  const rows: Row[] = [];

  const chart = await runChartBench();
  for (const [name, value] of Object.entries(chart)) {
    const budget = name === 'firstDrawMs' ? { text: '≤ 35 ms', ok: (v: number) => v <= 35 } : undefined;
    rows.push(row(`chart.${name}`, value, unitOf(name), budget));
  }

  const server = await startServerProcess();
  try {
    const bundle = await runBundleBench(server.baseUrl);
    rows.push(
      row('bundle.homeJsGzip', bundle.homeJsGzipKiB!, 'KiB', { text: '≤ 130 KiB', ok: (v) => v <= 130 }),
    );
    rows.push(row('bundle.klineJsGzip', bundle.klineJsGzipKiB!, 'KiB'));
  } finally {
    await server.stop();
  }

  // API throughput (issue 10): server CPU per request is the figure; a rate is shown beside the client's ceiling
  // and left out where the client, not the server, was the limit.
  const api = await runApiBench();
  for (const target of api.targets) {
    if (target.serverCpuUsPerRequest !== undefined) {
      rows.push(row(`api.${target.name}.serverCpu`, target.serverCpuUsPerRequest, 'µs CPU/req'));
    }
    if (!target.clientBound) {
      const beside = `${api.client} ceiling ${target.clientCeilingRps} req/s`;
      rows.push(row(`api.${target.name}`, target.requestsPerSecond, 'req/s', undefined, beside));
    }
  }
  for (const [name, value] of Object.entries(api.figures)) {
    const budget =
      name === 'getKlineCpuEfficiencyOfBareKlinePercent'
        ? { text: '≥ 50 %', ok: (v: number) => v >= 50 }
        : undefined;
    rows.push(row(`api.${name}`, value, name.endsWith('Percent') ? '%' : 'µs CPU/req', budget));
  }
  const coldKline = await runColdKlineBench();
  for (const [name, value] of Object.entries(coldKline.figures)) {
    const budget =
      name === 'coldFirstKlineMaxMs'
        ? { text: `≤ ${coldFirstKlineBudgetMs} ms`, ok: (v: number) => v <= coldFirstKlineBudgetMs }
        : undefined;
    rows.push(row(`api.${name}`, value, name.endsWith('CpuMs') ? 'ms CPU' : 'ms', budget));
  }

  const auth = await runAuthBench();
  rows.push(row('auth.passwordHash', auth.passwordHashMs!, 'ms'));
  rows.push(row('auth.logins', auth.loginsPerSecond!, 'login/s'));

  const wallet = await runWalletBench();
  for (const [name, value] of Object.entries(wallet.figures)) {
    const budget =
      name === 'postgresTransfersPerSecond'
        ? { text: '≥ 1,000 transfer/s', ok: (v: number) => v >= 1000 }
        : undefined;
    const unit = name.endsWith('CpuMs') ? 'ms CPU' : name.endsWith('Rps') ? 'req/s' : 'transfer/s';
    rows.push(row(`wallet.${name}`, value, unit, budget));
  }

  // Trading (issue 8): spot order placements per second.
  const spot = await runSpotOrderBench();
  for (const [name, value] of Object.entries(spot.figures)) {
    rows.push(row(`trading.${name}`, value, spotFigureUnit(name)));
  }
  for (const note of spot.notes) console.log(note);
  // (end of spot placements)
  // Trading (issue 8): time to settle 10,000 due timed orders on PGlite and Postgres.
  const secondSettle = await runSecondSettleBench();
  for (const [name, value] of Object.entries(secondSettle.figures)) {
    const budget =
      name === 'secondSettle10kPgliteMs'
        ? { text: '≤ 10,000 ms', ok: (v: number) => v <= 10_000 }
        : undefined;
    rows.push(row(`trading.${name}`, value, unitOf(name), budget));
  }
  for (const note of secondSettle.notes) console.log(note);
  // (end of timed-order settlement)

  console.table(rows);
  for (const note of [...api.notes, ...coldKline.notes, ...wallet.notes]) console.log(note);
}

await main();
