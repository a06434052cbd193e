/**
 * The ChaCha20 block function (RFC 8439), the very keystream OpenSSL's `chacha20` cipher produces: a test checks
 * it against node:crypto word for word. The simulator reads a few dozen blocks of a day's stream at scattered
 * places; node:crypto would have to set up a cipher object for each place (about 8 µs, as much as 8 KB of
 * keystream), which made a 2000-day chart several times slower, while one block here costs well under a
 * microsecond.
 */

/** "expand 32-byte k", the constant words of every ChaCha20 block. */
const constantWords = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574] as const;
const rounds = 20;
export const chachaKeyWords = 8;
export const chachaNonceWords = 3;
export const chachaBlockWords = 16;

const initial = new Int32Array(chachaBlockWords);

/**
 * Writes `blockCount` keystream blocks, counters `counter` onwards, into `out` from index 0, as 32-bit words
 * (each the little-endian reading of four keystream bytes). `key` holds 8 words, `nonce` 3. The sixteen state
 * words live in locals and the quarter rounds are written out: several times faster than an array and a helper.
 */
export function chachaBlocks(
  key: Uint32Array,
  nonce: Uint32Array,
  counter: number,
  blockCount: number,
  out: Uint32Array,
): void {
  for (let index = 0; index < 4; index++) initial[index] = constantWords[index]!;
  for (let index = 0; index < chachaKeyWords; index++) initial[4 + index] = key[index]!;
  for (let index = 0; index < chachaNonceWords; index++) initial[13 + index] = nonce[index]!;
  for (let block = 0; block < blockCount; block++) {
    initial[12] = counter + block;
    const s = initial;
    let x0 = s[0]!,
      x1 = s[1]!,
      x2 = s[2]!,
      x3 = s[3]!,
      x4 = s[4]!,
      x5 = s[5]!,
      x6 = s[6]!,
      x7 = s[7]!;
    let x8 = s[8]!,
      x9 = s[9]!,
      x10 = s[10]!,
      x11 = s[11]!,
      x12 = s[12]!,
      x13 = s[13]!,
      x14 = s[14]!;
    let x15 = s[15]!;
    let t = 0;
    for (let round = 0; round < rounds; round += 2) {
      // Columns: (0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15).
      x0 = (x0 + x4) | 0;
      t = x12 ^ x0;
      x12 = (t << 16) | (t >>> 16);
      x8 = (x8 + x12) | 0;
      t = x4 ^ x8;
      x4 = (t << 12) | (t >>> 20);
      x0 = (x0 + x4) | 0;
      t = x12 ^ x0;
      x12 = (t << 8) | (t >>> 24);
      x8 = (x8 + x12) | 0;
      t = x4 ^ x8;
      x4 = (t << 7) | (t >>> 25);
      x1 = (x1 + x5) | 0;
      t = x13 ^ x1;
      x13 = (t << 16) | (t >>> 16);
      x9 = (x9 + x13) | 0;
      t = x5 ^ x9;
      x5 = (t << 12) | (t >>> 20);
      x1 = (x1 + x5) | 0;
      t = x13 ^ x1;
      x13 = (t << 8) | (t >>> 24);
      x9 = (x9 + x13) | 0;
      t = x5 ^ x9;
      x5 = (t << 7) | (t >>> 25);
      x2 = (x2 + x6) | 0;
      t = x14 ^ x2;
      x14 = (t << 16) | (t >>> 16);
      x10 = (x10 + x14) | 0;
      t = x6 ^ x10;
      x6 = (t << 12) | (t >>> 20);
      x2 = (x2 + x6) | 0;
      t = x14 ^ x2;
      x14 = (t << 8) | (t >>> 24);
      x10 = (x10 + x14) | 0;
      t = x6 ^ x10;
      x6 = (t << 7) | (t >>> 25);
      x3 = (x3 + x7) | 0;
      t = x15 ^ x3;
      x15 = (t << 16) | (t >>> 16);
      x11 = (x11 + x15) | 0;
      t = x7 ^ x11;
      x7 = (t << 12) | (t >>> 20);
      x3 = (x3 + x7) | 0;
      t = x15 ^ x3;
      x15 = (t << 8) | (t >>> 24);
      x11 = (x11 + x15) | 0;
      t = x7 ^ x11;
      x7 = (t << 7) | (t >>> 25);
      // Diagonals: (0, 5, 10, 15), (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14).
      x0 = (x0 + x5) | 0;
      t = x15 ^ x0;
      x15 = (t << 16) | (t >>> 16);
      x10 = (x10 + x15) | 0;
      t = x5 ^ x10;
      x5 = (t << 12) | (t >>> 20);
      x0 = (x0 + x5) | 0;
      t = x15 ^ x0;
      x15 = (t << 8) | (t >>> 24);
      x10 = (x10 + x15) | 0;
      t = x5 ^ x10;
      x5 = (t << 7) | (t >>> 25);
      x1 = (x1 + x6) | 0;
      t = x12 ^ x1;
      x12 = (t << 16) | (t >>> 16);
      x11 = (x11 + x12) | 0;
      t = x6 ^ x11;
      x6 = (t << 12) | (t >>> 20);
      x1 = (x1 + x6) | 0;
      t = x12 ^ x1;
      x12 = (t << 8) | (t >>> 24);
      x11 = (x11 + x12) | 0;
      t = x6 ^ x11;
      x6 = (t << 7) | (t >>> 25);
      x2 = (x2 + x7) | 0;
      t = x13 ^ x2;
      x13 = (t << 16) | (t >>> 16);
      x8 = (x8 + x13) | 0;
      t = x7 ^ x8;
      x7 = (t << 12) | (t >>> 20);
      x2 = (x2 + x7) | 0;
      t = x13 ^ x2;
      x13 = (t << 8) | (t >>> 24);
      x8 = (x8 + x13) | 0;
      t = x7 ^ x8;
      x7 = (t << 7) | (t >>> 25);
      x3 = (x3 + x4) | 0;
      t = x14 ^ x3;
      x14 = (t << 16) | (t >>> 16);
      x9 = (x9 + x14) | 0;
      t = x4 ^ x9;
      x4 = (t << 12) | (t >>> 20);
      x3 = (x3 + x4) | 0;
      t = x14 ^ x3;
      x14 = (t << 8) | (t >>> 24);
      x9 = (x9 + x14) | 0;
      t = x4 ^ x9;
      x4 = (t << 7) | (t >>> 25);
    }
    const o = block * chachaBlockWords;
    out[o] = x0 + s[0]!;
    out[o + 1] = x1 + s[1]!;
    out[o + 2] = x2 + s[2]!;
    out[o + 3] = x3 + s[3]!;
    out[o + 4] = x4 + s[4]!;
    out[o + 5] = x5 + s[5]!;
    out[o + 6] = x6 + s[6]!;
    out[o + 7] = x7 + s[7]!;
    out[o + 8] = x8 + s[8]!;
    out[o + 9] = x9 + s[9]!;
    out[o + 10] = x10 + s[10]!;
    out[o + 11] = x11 + s[11]!;
    out[o + 12] = x12 + s[12]!;
    out[o + 13] = x13 + s[13]!;
    out[o + 14] = x14 + s[14]!;
    out[o + 15] = x15 + s[15]!;
  }
}

/** The words of a byte string read as little-endian 32-bit integers (a key or a nonce). */
export function littleEndianWords(bytes: Buffer): Uint32Array {
  return Uint32Array.from({ length: bytes.length / 4 }, (_unused, index) => bytes.readUInt32LE(index * 4));
}
