// Proves the chart's window maths: the default view of the last N candles, pans and zooms that never leave the data or go below 10 candles or beyond all, pinch anchoring, and following new candles only from the right edge.
import { describe, expect, it } from 'vitest';
import { toCandleColumns } from '../../../../src/client/lib/chart/candle-columns';
import {
  atRightEdge,
  clampWindow,
  defaultWindow,
  followedWindow,
  minVisibleCandles,
  panWindow,
  windowAround,
  windowLimits,
  zoomWindow,
  type XLimits,
  type XWindow,
} from '../../../../src/client/lib/chart/x-window';
import type { Candle } from '../../../../src/common/market-types';

const periodSec = 60;
const startSec = 1_700_000_000;

function candles(count: number, firstIndex = 0): Candle[] {
  return Array.from({ length: count }, (_, i) => ({
    id: startSec + (firstIndex + i) * periodSec,
    open: 100,
    close: 101,
    high: 102,
    low: 99,
    vol: 1,
  }));
}

const cols = toCandleColumns(candles(2000));
const limits = windowLimits(cols) as XLimits;
const span = (w: XWindow): number => w.max - w.min;
/** Candles whose start lies inside the window, as the chart counts them. */
const countIn = (w: XWindow): number => cols.time.filter((t) => t >= w.min && t <= w.max).length;

describe('defaultWindow and windowLimits', () => {
  it('shows the last 100 candles, padded by half a candle', () => {
    const view = defaultWindow(cols, 100)!;
    expect(countIn(view)).toBe(100);
    expect(view.max).toBe(cols.time[1999]! + periodSec / 2);
  });

  it('bounds gestures by the padded data range and 10 candles', () => {
    expect(limits.min).toBe(cols.time[0]! - periodSec / 2);
    expect(limits.max).toBe(cols.time[1999]! + periodSec / 2);
    expect(limits.minSpan).toBe(minVisibleCandles * periodSec);
  });

  it('allows no narrower window than the data when there are fewer than 10 candles', () => {
    const few = windowLimits(toCandleColumns(candles(3)))!;
    expect(few.minSpan).toBe(few.max - few.min);
  });

  it('has nothing to show without candles', () => {
    expect(windowLimits(toCandleColumns([]))).toBeNull();
    expect(defaultWindow(toCandleColumns([]), 100)).toBeNull();
  });
});

describe('panWindow', () => {
  const view = defaultWindow(cols, 100)!;

  it('moves to older candles and keeps the span', () => {
    const panned = panWindow(view, -50 * periodSec, limits);
    expect(panned.min).toBe(view.min - 50 * periodSec);
    expect(span(panned)).toBe(span(view));
  });

  it('stops at the oldest candle', () => {
    const panned = panWindow(view, -1_000_000 * periodSec, limits);
    expect(panned.min).toBe(limits.min);
    expect(span(panned)).toBe(span(view));
  });

  it('stops at the newest candle', () => {
    const panned = panWindow(view, 30 * periodSec, limits);
    expect(panned.max).toBe(limits.max);
  });

  it('reaches every candle: from the right edge to the left, all 2000 pass through the view', () => {
    let window = view;
    const seen = new Set<number>();
    for (let step = 0; step < 100; step++) {
      for (const t of cols.time) if (t >= window.min && t <= window.max) seen.add(t);
      window = panWindow(window, -50 * periodSec, limits);
    }
    expect(seen.size).toBe(2000);
  });
});

describe('zoomWindow and windowAround', () => {
  const view = defaultWindow(cols, 100)!;

  it('zooms in no further than 10 candles', () => {
    const zoomed = zoomWindow(view, 0.001, view.max, limits);
    expect(span(zoomed)).toBe(minVisibleCandles * periodSec);
    expect(countIn(zoomed)).toBe(minVisibleCandles);
  });

  it('zooms out no further than all candles', () => {
    const zoomed = zoomWindow(view, 1000, view.max, limits);
    expect(zoomed).toEqual({ min: limits.min, max: limits.max });
    expect(countIn(zoomed)).toBe(2000);
  });

  it('keeps the anchor candle at the same place on screen', () => {
    const older = panWindow(view, -500 * periodSec, limits);
    const anchor = older.min + span(older) * 0.25;
    const zoomed = zoomWindow(older, 0.5, anchor, limits);
    expect(span(zoomed)).toBeCloseTo(span(older) / 2);
    expect((anchor - zoomed.min) / span(zoomed)).toBeCloseTo(0.25);
  });

  it('places a pinch so that the anchored time stays under the fingers, moved inside the data', () => {
    const anchor = cols.time[1000]!;
    const pinched = windowAround(anchor, 0.5, 40 * periodSec, limits);
    expect((pinched.min + pinched.max) / 2).toBe(anchor);
    const atEdge = windowAround(cols.time[1999]!, 0.1, 40 * periodSec, limits);
    expect(atEdge.max).toBe(limits.max);
  });

  it('clamps any window into the data', () => {
    const wild = clampWindow({ min: limits.min - 9e6, max: limits.min - 8e6 }, limits);
    expect(wild.min).toBe(limits.min);
    expect(wild.max).toBeLessThanOrEqual(limits.max);
  });
});

describe('followedWindow', () => {
  const newer = toCandleColumns(candles(2000, 1));

  it('follows the newest candle from the right edge, with the same span', () => {
    const view = zoomWindow(defaultWindow(cols, 100)!, 0.5, limits.max, limits);
    expect(atRightEdge(view, cols)).toBe(true);
    const followed = followedWindow(view, cols, newer)!;
    expect(followed.max).toBe(newer.time[1999]! + periodSec / 2);
    expect(span(followed)).toBe(span(view));
  });

  it('stays on older candles when the user panned away from the right edge', () => {
    const view = panWindow(defaultWindow(cols, 100)!, -300 * periodSec, limits);
    expect(atRightEdge(view, cols)).toBe(false);
    expect(followedWindow(view, cols, newer)).toEqual(view);
  });

  it('keeps the default view (null) and drops a window that no longer shows any of the data', () => {
    expect(followedWindow(null, cols, newer)).toBeNull();
    const daily = toCandleColumns(candles(10).map((c, i) => ({ ...c, id: startSec + 1e8 + i * 86_400 })));
    expect(followedWindow(defaultWindow(cols, 100), cols, daily)).toBeNull();
  });
});
