// Proves the chart's warm-start copy keeps the latest 100 candles of a series oldest first, for up to four series,
// rewrites only when a new candle has begun (at the cost of one pass over a refresh's answer), and ignores a
// damaged copy.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Candle } from '../../../../src/common/market-types';
import {
  previewCandleCount,
  readCandlePreview,
  saveCandlePreview,
} from '../../../../src/client/components/market/candle-preview';
import { storageKeys } from '../../../../src/client/lib/session/storage-keys';

const minuteSec = 60;

function candlesFrom(startSec: number, count: number, close = 10): Candle[] {
  return Array.from({ length: count }, (_, i) => ({
    id: startSec + i * minuteSec,
    open: 10,
    close,
    high: 11,
    low: 9,
    vol: 1,
  }));
}

beforeEach(() => window.localStorage.removeItem(storageKeys.candlePreviews));

describe('candle preview', () => {
  it('keeps the latest candles oldest first, whatever order the answer came in, without extra fields', () => {
    const answer = candlesFrom(1_000_000, 2000).map((candle) => ({ ...candle, turnover: 5 }));
    saveCandlePreview('btcusdt', '1min', [...answer].reverse());
    const preview = readCandlePreview('btcusdt', '1min');
    expect(preview).toHaveLength(previewCandleCount);
    expect(preview?.[0]).toEqual(candlesFrom(1_000_000 + 1900 * minuteSec, 1)[0]);
    expect(preview?.at(-1)?.id).toBe(1_000_000 + 1999 * minuteSec);
    expect(readCandlePreview('btcusdt', '5min')).toBeUndefined();
  });

  it('rewrites a series only when a new candle has begun', () => {
    saveCandlePreview('ethusdt', '1min', candlesFrom(2_000_000, 150, 10));
    saveCandlePreview('ethusdt', '1min', candlesFrom(2_000_000, 150, 12));
    expect(readCandlePreview('ethusdt', '1min')?.at(-1)?.close).toBe(10);
    saveCandlePreview('ethusdt', '1min', candlesFrom(2_000_000, 151, 12));
    expect(readCandlePreview('ethusdt', '1min')?.at(-1)?.close).toBe(12);
  });

  it('costs a refresh without a new candle one pass: the answer is not sorted and the copy not parsed again', () => {
    const answer = candlesFrom(4_000_000, 2000);
    saveCandlePreview('xrpusdt', '1min', answer);
    const parse = vi.spyOn(JSON, 'parse');
    const sort = vi.spyOn(Array.prototype, 'sort');
    try {
      saveCandlePreview('xrpusdt', '1min', candlesFrom(4_000_000, 2000, 12));
      expect(parse).not.toHaveBeenCalled();
      expect(sort).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
      sort.mockRestore();
    }
    expect(readCandlePreview('xrpusdt', '1min')?.at(-1)?.close).toBe(10);
  });

  it('keeps the four series saved last', () => {
    const symbols = ['aaausdt', 'bbbusdt', 'cccusdt', 'dddusdt', 'eeeusdt'];
    for (const symbol of symbols) saveCandlePreview(symbol, '1day', candlesFrom(3_000_000, 3));
    expect(readCandlePreview('aaausdt', '1day')).toBeUndefined();
    for (const symbol of symbols.slice(1)) expect(readCandlePreview(symbol, '1day')).toHaveLength(3);
    // A dropped series is saved again when it is drawn again, though its newest candle has not changed.
    saveCandlePreview('aaausdt', '1day', candlesFrom(3_000_000, 3));
    expect(readCandlePreview('aaausdt', '1day')).toHaveLength(3);
    expect(readCandlePreview('bbbusdt', '1day')).toBeUndefined();
  });

  it('ignores a damaged or foreign copy', () => {
    window.localStorage.setItem(storageKeys.candlePreviews, '{not json');
    expect(readCandlePreview('btcusdt', '1min')).toBeUndefined();
    window.localStorage.setItem(
      storageKeys.candlePreviews,
      JSON.stringify([{ series: 'btcusdt:1min', candles: [{ id: 'x' }] }]),
    );
    expect(readCandlePreview('btcusdt', '1min')).toBeUndefined();
  });
});
