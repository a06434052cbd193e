/**
 * "Dexie cached candles → painted chart": how long a k-line screen opened with a warm cache takes to show its
 * chart. The candles are written once, then each run opens a fresh Dexie instance (as a newly loaded page would),
 * reads them back and draws them, until painted.
 */
import Dexie from 'dexie';

import { createCandleChart, type CandleChartOptions } from '../../src/client/lib/chart/candle-chart';
import type { Candle } from '../../src/common/market-types';
import { forcePaint, freshContainer, median, nextFrame, roundMs } from './measure';

const databaseName = 'petrel-chart-bench';
const seriesKey = 'btcusdt:1min';
/** One row per candle, keyed by series and start, the shape a cache that upserts live candles would use. */
const rowSchema = { candles: '[series+id]', candleSets: 'series' };

interface CandleRow extends Candle {
  series: string;
}

interface CandleSet {
  series: string;
  candles: Candle[];
}

function openDatabase(): Dexie {
  const db = new Dexie(databaseName);
  db.version(1).stores(rowSchema);
  return db;
}

async function seedDatabase(candles: readonly Candle[]): Promise<void> {
  await Dexie.delete(databaseName);
  const db = openDatabase();
  await db.table<CandleRow>('candles').bulkPut(candles.map((candle) => ({ ...candle, series: seriesKey })));
  await db.table<CandleSet>('candleSets').put({ series: seriesKey, candles: [...candles] });
  db.close();
}

function readRows(db: Dexie): Promise<CandleRow[]> {
  return db
    .table<CandleRow>('candles')
    .where('[series+id]')
    .between([seriesKey, Dexie.minKey], [seriesKey, Dexie.maxKey])
    .toArray();
}

async function readSet(db: Dexie): Promise<Candle[]> {
  return (await db.table<CandleSet>('candleSets').get(seriesKey))?.candles ?? [];
}

async function timeCachedPaint(
  stage: HTMLElement,
  options: CandleChartOptions,
  read: (db: Dexie) => Promise<readonly Candle[]>,
): Promise<{ ms: number; count: number }> {
  const container = freshContainer(stage);
  const start = performance.now();
  const db = openDatabase();
  const candles = await read(db);
  const chart = createCandleChart(container, candles, options);
  forcePaint(container);
  const ms = performance.now() - start;
  const count = chart.candleCount;
  db.close();
  chart.destroy();
  container.remove();
  await nextFrame();
  return { ms, count };
}

export interface CachedFigures {
  cachedToPaintMs: number;
  cachedToPaintFirstMs: number;
  cachedBlobToPaintMs: number;
  cachedCandleCount: number;
}

export async function benchCachedPaint(
  stage: HTMLElement,
  candles: readonly Candle[],
  options: CandleChartOptions,
  runs: number,
): Promise<CachedFigures> {
  await seedDatabase(candles);
  const rowTimes: number[] = [];
  let count = 0;
  for (let run = 0; run < runs; run++) {
    const result = await timeCachedPaint(stage, options, readRows);
    rowTimes.push(result.ms);
    count = result.count;
  }
  const blobTimes: number[] = [];
  for (let run = 0; run < runs; run++) blobTimes.push((await timeCachedPaint(stage, options, readSet)).ms);
  return {
    cachedToPaintMs: roundMs(median(rowTimes)),
    cachedToPaintFirstMs: roundMs(rowTimes[0] ?? Number.NaN),
    cachedBlobToPaintMs: roundMs(median(blobTimes)),
    cachedCandleCount: count,
  };
}
