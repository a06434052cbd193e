// Proves the simulator's draws are the ChaCha20 keystream of each day's key, read correctly at random access across chunks and evictions.
import { createCipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  chunkWordsMax,
  createDrawSource,
  type DayStream,
} from '../../../src/server/market/simulator/day-draws';
import { testDayKeys } from '../support/market-keys';

const label = 'pair:btcusdt:test';
/** Several chunks a day, the last one partial. */
const wordsPerDay = chunkWordsMax * 3 + 123;

/** The whole keystream of a day at once, as a verifier would compute it: counter 0, nonce from the label. */
function dayKeystream(dayIndex: number): Uint32Array {
  const iv = Buffer.concat([Buffer.alloc(4), createHash('sha256').update(label).digest().subarray(0, 12)]);
  const bytes = createCipheriv('chacha20', testDayKeys(dayIndex), iv).update(Buffer.alloc(wordsPerDay * 4));
  return Uint32Array.from({ length: wordsPerDay }, (_unused, index) => bytes.readUInt32LE(index * 4));
}

describe('simulator day draws', () => {
  it('reads the keystream of the day word for word, in any order', () => {
    const stream = createDrawSource(testDayKeys).stream(label, wordsPerDay);
    // More days of chunks than a stream keeps, so chunks are dropped and generated again.
    const days = Array.from({ length: 100 }, (_unused, index) => 20_200 + index);
    const expected = new Map(days.map((day) => [day, dayKeystream(day)]));
    // A fixed shuffle of days and word positions: neighbouring steps mostly hit a cached chunk, others miss.
    for (let step = 0; step < 20_000; step++) {
      const day = days[Math.floor(step / 3) % 7 === 0 ? (step * 37) % days.length : Math.floor(step / 200)]!;
      const word = (step * 2_654_435_761) % wordsPerDay;
      expect(stream.word(day, word)).toBe(expected.get(day)![word]);
    }
    expect(stream.unit(days[0]!, 5)).toBe(expected.get(days[0]!)![5]! / 2 ** 32);
  });

  it('keeps streams of different labels and days apart', () => {
    const draws = createDrawSource(testDayKeys);
    const first = draws.stream(label, wordsPerDay);
    const other = draws.stream('pair:ethusdt:test', wordsPerDay);
    expect(draws.stream(label, wordsPerDay)).toBe(first);
    const words = (stream: DayStream, day: number) =>
      Array.from({ length: 8 }, (_unused, index) => stream.word(day, index));
    expect(words(other, 20_254)).not.toEqual(words(first, 20_254));
    expect(words(first, 20_255)).not.toEqual(words(first, 20_254));
    expect(() => draws.stream(label, wordsPerDay + 1)).toThrow(RangeError);
  });
});
