/**
 * Every random number of the simulator, drawn from the installation's secret day keys (ARCHITECTURE.md §7). A
 * stream is a ChaCha20 keystream per (day key, label): the nonce is the first 12 bytes of the SHA-256 of the label
 * (such as `coin:BTC:octaves` or `pair:btcusdt:trades`), so streams of different labels never overlap, and any word
 * of a day is read at random access by setting the block counter. Without the day's key the words are
 * indistinguishable from random, so no seed short enough to brute-force stands between a key and a price.
 *
 * Words are 32-bit little-endian integers of the keystream, read as uniform numbers in [0, 1). They are generated a
 * chunk at a time and kept in a bounded cache, since lattices and candles read runs of neighbouring words.
 */
import { createCipheriv, createHash } from 'node:crypto';
import { endianness } from 'node:os';
import type { DayKeyOf } from '../fairness/day-keys';
import { LruCache } from './lru-cache';

const twoPow32 = 4_294_967_296;
const bytesPerWord = 4;
/** ChaCha20 produces its keystream in blocks of 64 bytes: 16 words, each block numbered by its counter. */
const wordsPerBlock = 16;
const nonceBytes = 12;
/**
 * Words generated at once, at most: 16 KB. Setting up a cipher costs about as much as 8 KB of keystream, so a
 * stream whose day fits (a coin's lattices, a pair's minutes) is generated a day or half a day at a time.
 */
export const chunkWordsMax = 1_024;
/** Keystream kept per stream: a few weeks of a coin's lattice points, an hour of a pair's trade slots. */
export const chunkCacheBytesMax = 262_144;
/** Chunks kept per stream however large they are: the chunk being read and its neighbour. */
const chunkCacheEntriesMin = 2;
/** The plaintext the keystream is XORed with: zeros, shared by every chunk. */
const zeroBytes = Buffer.alloc(chunkWordsMax * bytesPerWord);
/** On little-endian machines (all the usual ones) the keystream's bytes are copied as words as they are. */
const isLittleEndian = endianness() === 'LE';
/** The block counter is 32 bits wide, which caps the words one stream can hold per day. */
const dayWordsMax = (twoPow32 - 1) * wordsPerBlock;

function nonceOf(label: string): Buffer {
  return createHash('sha256').update(label).digest().subarray(0, nonceBytes);
}

/** One labelled keystream per UTC day, of `wordsPerDay` words a day. */
export class DayStream {
  private readonly nonce: Buffer;
  private readonly chunkWords: number;
  private readonly chunksPerDay: number;
  private readonly chunks: LruCache<number, Uint32Array>;
  /** The chunk read last, looked up without the LRU's bookkeeping: hot loops read the same chunk many times. */
  private lastChunkKey = Number.NaN;
  private lastChunk: Uint32Array = new Uint32Array(0);

  constructor(
    private readonly dayKeys: DayKeyOf,
    readonly label: string,
    readonly wordsPerDay: number,
  ) {
    if (!(Number.isInteger(wordsPerDay) && wordsPerDay >= 1 && wordsPerDay <= dayWordsMax)) {
      throw new RangeError(`A day stream holds 1 to ${dayWordsMax} words a day, not ${wordsPerDay}`);
    }
    this.nonce = nonceOf(label);
    // Chunks of equal size, whole blocks each, as few as the maximum allows.
    const chunksNeeded = Math.ceil(wordsPerDay / chunkWordsMax);
    this.chunkWords = Math.ceil(wordsPerDay / chunksNeeded / wordsPerBlock) * wordsPerBlock;
    this.chunksPerDay = Math.ceil(wordsPerDay / this.chunkWords);
    const chunkBytes = this.chunkWords * bytesPerWord;
    this.chunks = new LruCache(Math.max(chunkCacheEntriesMin, Math.floor(chunkCacheBytesMax / chunkBytes)));
  }

  /** The word `wordInDay` of day `dayIndex` as a uniform number in [0, 1). */
  unit(dayIndex: number, wordInDay: number): number {
    return this.word(dayIndex, wordInDay) / twoPow32;
  }

  /** The word `wordInDay` (0 to wordsPerDay - 1) of day `dayIndex`, a uniform 32-bit integer. */
  word(dayIndex: number, wordInDay: number): number {
    const chunkInDay = Math.floor(wordInDay / this.chunkWords);
    const key = dayIndex * this.chunksPerDay + chunkInDay;
    if (key !== this.lastChunkKey) {
      let chunk = this.chunks.get(key);
      if (!chunk) {
        chunk = this.generate(dayIndex, chunkInDay);
        this.chunks.set(key, chunk);
      }
      this.lastChunk = chunk;
      this.lastChunkKey = key;
    }
    return this.lastChunk[wordInDay - chunkInDay * this.chunkWords]!;
  }

  private generate(dayIndex: number, chunkInDay: number): Uint32Array {
    // OpenSSL's chacha20 IV: a 4-byte little-endian block counter, then the 12-byte nonce.
    const iv = Buffer.alloc(bytesPerWord + nonceBytes);
    iv.writeUInt32LE((chunkInDay * this.chunkWords) / wordsPerBlock, 0);
    this.nonce.copy(iv, bytesPerWord);
    const cipher = createCipheriv('chacha20', this.dayKeys(dayIndex), iv);
    const bytes = cipher.update(zeroBytes.subarray(0, this.chunkWords * bytesPerWord));
    const words = new Uint32Array(this.chunkWords);
    if (isLittleEndian) {
      new Uint8Array(words.buffer).set(bytes);
    } else {
      // Read explicitly as little-endian, so every machine of an installation gets the same numbers.
      for (let index = 0; index < words.length; index++)
        words[index] = bytes.readUInt32LE(index * bytesPerWord);
    }
    return words;
  }
}

/** The streams of one feed, shared by label: every pair priced in BTC reads the same BTC lattices. */
export interface DrawSource {
  stream(label: string, wordsPerDay: number): DayStream;
}

export function createDrawSource(dayKeys: DayKeyOf): DrawSource {
  const streams = new Map<string, DayStream>();
  return {
    stream(label, wordsPerDay) {
      let stream = streams.get(label);
      if (!stream) {
        stream = new DayStream(dayKeys, label, wordsPerDay);
        streams.set(label, stream);
      } else if (stream.wordsPerDay !== wordsPerDay) {
        throw new RangeError(
          `The stream ${label} holds ${stream.wordsPerDay} words a day, not ${wordsPerDay}`,
        );
      }
      return stream;
    },
  };
}
