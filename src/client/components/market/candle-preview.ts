/**
 * The chart's warm-start copy: the latest candles of the last few series drawn, kept in localStorage, so that a
 * k-line or trade screen draws its first candles in its first render, before Dexie's chunk, the IndexedDB read and
 * the network answer. The on-device cache keeps all 2,000 candles, but the start-up copy (lib/cache/warm-start.ts)
 * leaves an answer that large to IndexedDB, so the chart keeps this small preview of what it shows first; the
 * full answer then replaces it in place.
 */
import type { KlinePeriod } from '../../../common/constants';
import type { Candle } from '../../../common/market-types';
import { safeStorage, storageKeys } from '../../lib/session/storage-keys';

/** The chart opens on the last 100 candles (candle-chart-panel.tsx), so the preview holds as many. */
export const previewCandleCount = 100;
/** Series kept, the most recently saved first: about 9 KB each, so all of them stay far below localStorage's limit. */
const previewSeriesMax = 4;

interface StoredPreview {
  series: string;
  candles: Candle[];
}

const seriesName = (symbol: string, period: KlinePeriod) => `${symbol}:${period}`;

const candleFields = ['id', 'open', 'close', 'high', 'low', 'vol'] as const;

function isCandle(value: unknown): value is Candle {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return candleFields.every((field) => typeof record[field] === 'number');
}

function isStoredPreview(value: unknown): value is StoredPreview {
  if (!value || typeof value !== 'object') return false;
  const { series, candles } = value as Partial<StoredPreview>;
  return typeof series === 'string' && Array.isArray(candles) && candles.every(isCandle);
}

/** The stored text last parsed, with its previews: a 5 s refresh of an unchanged copy parses nothing. */
let lastParsed: { text: string; previews: StoredPreview[] } | undefined;

function parsePreviews(text: string): StoredPreview[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isStoredPreview) : [];
  } catch {
    return [];
  }
}

function storedPreviews(): StoredPreview[] {
  const text = safeStorage.get(storageKeys.candlePreviews) ?? '[]';
  if (lastParsed?.text !== text) lastParsed = { text, previews: parsePreviews(text) };
  return lastParsed.previews;
}

function newestCandleId(candles: readonly Candle[]): number | undefined {
  let newest: number | undefined;
  for (const candle of candles) if (newest === undefined || candle.id > newest) newest = candle.id;
  return newest;
}

/** The saved latest candles of a series, oldest first, or undefined when this device has none. */
export function readCandlePreview(symbol: string, period: KlinePeriod): Candle[] | undefined {
  const series = seriesName(symbol, period);
  const preview = storedPreviews().find((stored) => stored.series === series);
  return preview && preview.candles.length > 0 ? preview.candles : undefined;
}

/**
 * Keeps the latest candles of an answer (which may come newest first, as HTX sends them). Called with every fresh
 * answer, it writes only when a new candle has begun: the preview is for the first frame, which the full answer
 * replaces a moment later, so a candle's last ticks need not be in it.
 */
export function saveCandlePreview(symbol: string, period: KlinePeriod, candles: readonly Candle[]): void {
  const series = seriesName(symbol, period);
  // One pass to learn whether a candle began: most refreshes end here, without copying or sorting the answer.
  const newestId = newestCandleId(candles);
  const stored = storedPreviews();
  const saved = stored.find((preview) => preview.series === series);
  if (newestId === undefined || saved?.candles.at(-1)?.id === newestId) return;
  const latest = [...candles].sort((a, b) => a.id - b.id).slice(-previewCandleCount);
  const trimmed = latest.map(({ id, open, close, high, low, vol }) => ({ id, open, close, high, low, vol }));
  const kept = [{ series, candles: trimmed }, ...stored.filter((preview) => preview !== saved)];
  const previews = kept.slice(0, previewSeriesMax);
  const text = JSON.stringify(previews);
  safeStorage.set(storageKeys.candlePreviews, text);
  lastParsed = { text, previews };
}
