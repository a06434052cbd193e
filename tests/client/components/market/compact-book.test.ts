// Proves the compact book shows the 5 best asks highest-first above the 5 best bids, with cumulative depth bars.
import { describe, expect, it } from 'vitest';
import type { Depth, DepthLevel } from '../../../../src/common/market-types';
import { bookSides, compactBook } from '../../../../src/client/components/market/compact-book';

const asks: DepthLevel[] = [
  [101, 1],
  [102, 2],
  [103, 1],
  [104, 1],
  [105, 1],
  [106, 4],
];
const bids: DepthLevel[] = [
  [100, 2],
  [99, 1],
  [98, 1],
  [97, 3],
  [96, 1],
  [95, 9],
];
const depth: Depth = { ts: 0, asks, bids };

describe('compactBook', () => {
  it('puts the top 5 asks highest first, so the best ask is the last row above the price', () => {
    const book = compactBook(depth);
    expect(book.asks.map((row) => row.price)).toEqual([105, 104, 103, 102, 101]);
    expect(book.bids.map((row) => row.price)).toEqual([100, 99, 98, 97, 96]);
  });

  it('sorts levels that arrive out of order and drops empty ones', () => {
    const shuffled: Depth = {
      ts: 0,
      asks: [
        [103, 1],
        [101, 1],
        [102, 0],
        [104, 1],
      ],
      bids: [
        [98, 1],
        [100, 1],
      ],
    };
    const book = compactBook(shuffled, 2);
    expect(book.asks.map((row) => row.price)).toEqual([103, 101]);
    expect(book.bids.map((row) => row.price)).toEqual([100, 98]);
  });

  it('grows the depth bars from the best level outwards on one scale for both sides', () => {
    const book = compactBook(depth);
    // Bids total 8 within the top 5, asks 6: the bids' last row fills the bar, the asks' best row is 1/8.
    expect(book.bids.map((row) => row.depthShare)).toEqual([2 / 8, 3 / 8, 4 / 8, 7 / 8, 1]);
    expect(book.asks.at(-1)?.depthShare).toBe(1 / 8);
    expect(book.asks[0]?.depthShare).toBe(6 / 8);
  });
});

describe('bookSides', () => {
  it('keeps up to 20 levels a side, best first', () => {
    const many: Depth = {
      ts: 0,
      asks: Array.from({ length: 25 }, (_, i): DepthLevel => [200 + i, 1]),
      bids: Array.from({ length: 25 }, (_, i): DepthLevel => [199 - i, 1]),
    };
    const sides = bookSides(many);
    expect(sides.asks).toHaveLength(20);
    expect(sides.bids).toHaveLength(20);
    expect(sides.asks[0]?.price).toBe(200);
    expect(sides.bids[0]?.price).toBe(199);
  });
});
