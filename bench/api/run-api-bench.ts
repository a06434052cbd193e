/**
 * Throughput of getKline (2000 candles) and getDetails next to bare Fastify routes, against a server in a child
 * process. Two cores are shared by the server and the load generator, and a load generator has its own ceiling
 * (autocannon's is about 1,500 req/s on 2000-candle answers), so the bench reports for every target:
 * - the server's CPU time per request, read from /proc: the figure that does not depend on the client;
 * - the request rate, beside the client's ceiling for answers of that size (the client against a plain
 *   node:http server sending the same bytes); a rate at 90 % of that ceiling or more is not reported, because it
 *   measures the client.
 * The budget compares getKline's CPU per request with that of the bare route sending the same bytes.
 */
import path from 'node:path';
import { startBenchChild } from './bench-child';
import { loadClientName, runLoad, type LoadClientName, type Target } from './load-client';
import { processCpuMs } from './process-cpu';

/** A rate at or above this share of the client's ceiling is the client's limit, not the server's. */
export const clientBoundShare = 0.9;

export interface ApiTargetFigure {
  name: string;
  requestsPerSecond: number;
  /** The client's ceiling on answers of this size. */
  clientCeilingRps: number;
  clientBound: boolean;
  serverCpuUsPerRequest: number | undefined;
}

export interface ApiBenchResult {
  client: LoadClientName;
  targets: ApiTargetFigure[];
  figures: Record<string, number>;
  notes: string[];
}

interface SizedTarget extends Target {
  /** Which ceiling applies: the answer is tiny, or the bytes of 2000 candles. */
  size: 'tiny' | 'kline';
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export async function runApiBench(): Promise<ApiBenchResult> {
  const server = await startBenchChild();
  try {
    const pid = server.child.pid!;
    const { app, bare, raw } = server.ports;
    const host = 'http://127.0.0.1';
    const measure = async (target: Target) => {
      const cpuBeforeMs = processCpuMs(pid);
      const load = await runLoad(target);
      const cpuAfterMs = processCpuMs(pid);
      const cpuMs =
        cpuBeforeMs === undefined || cpuAfterMs === undefined ? undefined : cpuAfterMs - cpuBeforeMs;
      return {
        ...load,
        serverCpuUsPerRequest: cpuMs === undefined ? undefined : (cpuMs * 1000) / load.requests,
      };
    };
    const ceilings = {
      tiny: await measure({ name: 'rawTiny', url: `${host}:${raw}/tiny`, method: 'GET' }),
      kline: await measure({ name: 'rawKline', url: `${host}:${raw}/kline`, method: 'GET' }),
    };
    const targets: SizedTarget[] = [
      { name: 'bareTinyRoute', url: `${host}:${bare}/bare`, method: 'GET', size: 'tiny' },
      { name: 'bareKlineBytesRoute', url: `${host}:${bare}/bare-kline`, method: 'GET', size: 'kline' },
      {
        name: 'getKline2000',
        url: `${host}:${app}/huobi/getKline`,
        method: 'POST',
        body: 'symbol=btcusdt&timer=1min&size=2000',
        size: 'kline',
      },
      {
        name: 'getDetails',
        url: `${host}:${app}/huobi/getDetails`,
        method: 'POST',
        body: 'symbol=btcusdt&timer=1day&size=1',
        size: 'tiny',
      },
    ];
    const results: ApiTargetFigure[] = [];
    for (const target of targets) {
      const result = await measure(target);
      const clientCeilingRps = ceilings[target.size].requestsPerSecond;
      results.push({
        name: target.name,
        requestsPerSecond: Math.round(result.requestsPerSecond),
        clientCeilingRps: Math.round(clientCeilingRps),
        clientBound: result.requestsPerSecond >= clientBoundShare * clientCeilingRps,
        serverCpuUsPerRequest:
          result.serverCpuUsPerRequest === undefined ? undefined : round(result.serverCpuUsPerRequest, 1),
      });
    }
    return summarize(results, ceilings.tiny.serverCpuUsPerRequest, ceilings.kline.serverCpuUsPerRequest);
  } finally {
    server.stop();
  }
}

function summarize(
  targets: ApiTargetFigure[],
  rawTinyCpuUs: number | undefined,
  rawKlineCpuUs: number | undefined,
): ApiBenchResult {
  const client = loadClientName();
  const figures: Record<string, number> = {};
  const notes: string[] = [];
  const byName = new Map(targets.map((target) => [target.name, target]));
  // Efficiency: the bare route's CPU per request over ours, in percent (100 % = no overhead at all).
  const efficiency = (ours: string, reference: string) => {
    const oursCpu = byName.get(ours)?.serverCpuUsPerRequest;
    const referenceCpu = byName.get(reference)?.serverCpuUsPerRequest;
    return oursCpu && referenceCpu ? round((referenceCpu / oursCpu) * 100, 1) : undefined;
  };
  const klineEfficiency = efficiency('getKline2000', 'bareKlineBytesRoute');
  const detailsEfficiency = efficiency('getDetails', 'bareTinyRoute');
  if (klineEfficiency !== undefined) figures.getKlineCpuEfficiencyOfBareKlinePercent = klineEfficiency;
  if (detailsEfficiency !== undefined) figures.getDetailsCpuEfficiencyOfBareTinyPercent = detailsEfficiency;
  if (rawTinyCpuUs !== undefined) figures.plainNodeHttpTinyCpuUsPerRequest = round(rawTinyCpuUs, 1);
  if (rawKlineCpuUs !== undefined) figures.plainNodeHttpKlineCpuUsPerRequest = round(rawKlineCpuUs, 1);
  for (const target of targets) {
    if (target.clientBound) {
      notes.push(
        `api.${target.name}: ${target.requestsPerSecond} req/s not reported, it is ≥ ${clientBoundShare * 100} % ` +
          `of what ${client} itself manages on answers of that size (${target.clientCeilingRps} req/s); ` +
          'its server CPU per request is the meaningful figure.',
      );
    }
  }
  if (client === 'autocannon') {
    notes.push(`api: ${client} was the load generator (wrk is not installed: apt-get install wrk).`);
  }
  return { client, targets, figures, notes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const result = await runApiBench();
  console.log(`load generator: ${result.client}`);
  console.table(result.targets);
  console.table(result.figures);
  for (const note of result.notes) console.log(note);
}
