/**
 * The first getKline answer a user waits for: 2000 candles of a pair and period no one has asked for yet, from a
 * server process started for the bench and asked nothing before. Every pair is asked once per period, one after
 * the other (a user tapping a tab), and the slowest answer of each period is reported, in wall time and in the
 * server's CPU time (from /proc, 10 ms steps), which other work on the machine does not inflate as much; then, on
 * another fresh process, every pair's daily chart is asked at once, the worst case of many users arriving together.
 */
import path from 'node:path';
import { klinePeriods, klineSizeMax } from '../../src/common/constants';
import { pairs } from '../../src/common/pairs';
import { startBenchChild } from './bench-child';
import { processCpuMs } from './process-cpu';

/** The slowest a first k-line answer may take on this machine (issue 10). */
export const coldFirstKlineBudgetMs = 300;

export interface ColdKlineResult {
  figures: Record<string, number>;
  notes: string[];
}

async function timedKline(appPort: number, symbol: string, period: string): Promise<number> {
  const startMs = performance.now();
  const response = await fetch(`http://127.0.0.1:${appPort}/huobi/getKline`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'gzip' },
    body: `symbol=${symbol}&timer=${period}&size=${klineSizeMax}`,
  });
  const body = (await response.json()) as { status?: string; data?: unknown[] };
  if (body.status !== 'ok' || body.data?.length !== klineSizeMax) {
    throw new Error(`getKline ${symbol} ${period}: unexpected answer ${JSON.stringify(body).slice(0, 200)}`);
  }
  return performance.now() - startMs;
}

export async function runColdKlineBench(): Promise<ColdKlineResult> {
  const figures: Record<string, number> = {};
  const notes: string[] = [];
  const sequential = await startBenchChild(['cold']);
  try {
    const pid = sequential.child.pid!;
    let worstMs = 0;
    let worstCpuMs = 0;
    for (const period of klinePeriods) {
      let periodWorst = { ms: 0, symbol: '' };
      let periodWorstCpuMs = 0;
      for (const pair of pairs) {
        const cpuBeforeMs = processCpuMs(pid) ?? Number.NaN;
        const ms = await timedKline(sequential.ports.app!, pair.symbol, period);
        periodWorstCpuMs = Math.max(periodWorstCpuMs, (processCpuMs(pid) ?? Number.NaN) - cpuBeforeMs);
        if (ms > periodWorst.ms) periodWorst = { ms, symbol: pair.symbol };
      }
      figures[`coldFirstKline_${period}_MaxMs`] = Math.round(periodWorst.ms);
      figures[`coldFirstKline_${period}_MaxServerCpuMs`] = Math.round(periodWorstCpuMs);
      notes.push(`api.coldFirstKline ${period}: slowest pair ${periodWorst.symbol}`);
      worstMs = Math.max(worstMs, periodWorst.ms);
      worstCpuMs = Math.max(worstCpuMs, periodWorstCpuMs);
    }
    figures.coldFirstKlineMaxMs = Math.round(worstMs);
    figures.coldFirstKlineMaxServerCpuMs = Math.round(worstCpuMs);
  } finally {
    sequential.stop();
  }
  const burst = await startBenchChild(['cold']);
  try {
    const times = await Promise.all(pairs.map((pair) => timedKline(burst.ports.app!, pair.symbol, '1day')));
    figures.coldDailyAllPairsAtOnceMaxMs = Math.round(Math.max(...times));
  } finally {
    burst.stop();
  }
  return { figures, notes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const result = await runColdKlineBench();
  console.table(result.figures);
  for (const note of result.notes) console.log(note);
}
