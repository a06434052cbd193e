/**
 * Every random number of the simulator, drawn from the installation's secret day keys (ARCHITECTURE.md §7). A
 * stream is a ChaCha20 keystream per (day key, label): the nonce is the first 12 bytes of the SHA-256 of the label
 * (such as `coin:BTC:lattices` or `pair:btcusdt:trades`), so streams of different labels never overlap, and any
 * word of a day is read at random access by setting the block counter. It is exactly what node:crypto's
 * createCipheriv('chacha20', dayKey, iv) gives with the IV = 4-byte little-endian block counter, then the nonce;
 * a verifier may use either. Without the day's key the words are indistinguishable from random, so no seed short
 * enough to brute-force stands between a key and a price.
 *
 * Words are 32-bit little-endian integers of the keystream, read as uniform numbers in [0, 1). They are generated a
 * chunk at a time and kept in a bounded cache, since lattices and candles read runs of neighbouring words.
 */
import { createHash } from 'node:crypto';
import type { DayKeyOf } from '../fairness/day-keys';
import { chachaBlocks, chachaBlockWords, chachaNonceWords, littleEndianWords } from './chacha20';
import { LruCache } from './lru-cache';

const twoPow32 = 4_294_967_296;
const bytesPerWord = 4;
/** ChaCha20 produces its keystream in blocks of 64 bytes: 16 words, each block numbered by its counter. */
const wordsPerBlock = chachaBlockWords;
const nonceBytes = chachaNonceWords * bytesPerWord;
/**
 * Words generated at once, at most: 4 blocks. Reads cluster (a run of minutes, a day's slow lattice points), so
 * a chunk usually serves many of them, and scattered reads (a daily chart's few minutes near its extremes) do not
 * pay for keystream they never read.
 */
export const chunkWordsMax = 64;
/** Keystream kept per stream: a few weeks of a coin's slow lattice points, an hour of a pair's trade slots. */
export const chunkCacheBytesMax = 262_144;
/** The block counter is 32 bits wide, which caps the words one stream can hold per day. */
const dayWordsMax = (twoPow32 - 1) * wordsPerBlock;

function nonceOf(label: string): Uint32Array {
  return littleEndianWords(createHash('sha256').update(label).digest().subarray(0, nonceBytes));
}

/** One labelled keystream per UTC day, of `wordsPerDay` words a day. */
export class DayStream {
  private readonly nonce: Uint32Array;
  private readonly chunkWords: number;
  private readonly chunksPerDay: number;
  private readonly chunks: LruCache<number, Uint32Array>;
  /** The key of the day generated last, as words: a day's chunks are usually generated together. */
  private keyDay = Number.NaN;
  private keyWords: Uint32Array = new Uint32Array(0);
  /** The reader of `unit` and `word`; lattices that read the stream in turns have readers of their own. */
  private readonly ownReader: StreamReader;

  constructor(
    /** The day's key as ChaCha20 key words. */
    private readonly keyWordsOf: (dayIndex: number) => Uint32Array,
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
    this.chunks = new LruCache(Math.floor(chunkCacheBytesMax / chunkBytes));
    this.ownReader = this.reader();
  }

  /** A reader that remembers its own last chunk, so readers taking turns do not evict each other's memo. */
  reader(): StreamReader {
    return new StreamReader(this);
  }

  /** The word `wordInDay` of day `dayIndex` as a uniform number in [0, 1). */
  unit(dayIndex: number, wordInDay: number): number {
    return this.word(dayIndex, wordInDay) / twoPow32;
  }

  /** The word `wordInDay` (0 to wordsPerDay - 1) of day `dayIndex`, a uniform 32-bit integer. */
  word(dayIndex: number, wordInDay: number): number {
    return this.ownReader.word(dayIndex, wordInDay);
  }

  /** Where a word lies: its chunk's key in the cache and its place in the chunk, into `place`. */
  locate(dayIndex: number, wordInDay: number, place: { key: number; index: number }): void {
    const chunkInDay = Math.floor(wordInDay / this.chunkWords);
    place.key = dayIndex * this.chunksPerDay + chunkInDay;
    place.index = wordInDay - chunkInDay * this.chunkWords;
  }

  /** The chunk of a key from `locate`, generated if the cache does not hold it. */
  chunkOf(key: number): Uint32Array {
    let chunk = this.chunks.get(key);
    if (!chunk) {
      const dayIndex = Math.floor(key / this.chunksPerDay);
      chunk = this.generate(dayIndex, key - dayIndex * this.chunksPerDay);
      this.chunks.set(key, chunk);
    }
    return chunk;
  }

  private generate(dayIndex: number, chunkInDay: number): Uint32Array {
    const words = new Uint32Array(this.chunkWords);
    if (dayIndex !== this.keyDay) {
      this.keyWords = this.keyWordsOf(dayIndex);
      this.keyDay = dayIndex;
    }
    const key = this.keyWords;
    const firstBlock = (chunkInDay * this.chunkWords) / wordsPerBlock;
    chachaBlocks(key, this.nonce, firstBlock, this.chunkWords / wordsPerBlock, words);
    return words;
  }
}

/** Reads a stream, remembering the chunk it read last: hot loops read the same chunk many times. */
export class StreamReader {
  private lastChunkKey = Number.NaN;
  private lastChunk: Uint32Array = new Uint32Array(0);
  private readonly place = { key: 0, index: 0 };

  constructor(private readonly stream: DayStream) {}

  /** The word `wordInDay` of day `dayIndex` as a uniform number in [0, 1). */
  unit(dayIndex: number, wordInDay: number): number {
    return this.word(dayIndex, wordInDay) / twoPow32;
  }

  word(dayIndex: number, wordInDay: number): number {
    const { place } = this;
    this.stream.locate(dayIndex, wordInDay, place);
    if (place.key !== this.lastChunkKey) {
      this.lastChunk = this.stream.chunkOf(place.key);
      this.lastChunkKey = place.key;
    }
    return this.lastChunk[place.index]!;
  }
}

/** The streams of one feed, shared by label: every pair priced in BTC reads the same BTC lattices. */
export interface DrawSource {
  stream(label: string, wordsPerDay: number): DayStream;
}

/**
 * Day keys kept as key words per feed: a 2000-day chart and the anchor's 256-day window behind it, with room. Every
 * stream reads the same days, and a coin's anchor and lattices take turns between neighbouring days.
 */
export const keyWordsCacheEntriesMax = 2_600;

export function createDrawSource(dayKeys: DayKeyOf): DrawSource {
  const streams = new Map<string, DayStream>();
  const keyWords = new LruCache<number, Uint32Array>(keyWordsCacheEntriesMax);
  const keyWordsOf = (dayIndex: number): Uint32Array => {
    let words = keyWords.get(dayIndex);
    if (!words) {
      words = littleEndianWords(dayKeys(dayIndex));
      keyWords.set(dayIndex, words);
    }
    return words;
  };
  return {
    stream(label, wordsPerDay) {
      let stream = streams.get(label);
      if (!stream) {
        stream = new DayStream(keyWordsOf, label, wordsPerDay);
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
