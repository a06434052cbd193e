/**
 * Integer hashing for the simulator. Every "random" number the simulator uses is a hash of what it describes
 * (a coin, an octave, a minute, a second), so the same question always gets the same answer in any process.
 */

const twoPow32 = 4_294_967_296;

/** The 32-bit finalizer of MurmurHash3: cheap, and every input bit flips about half the output bits. */
function finalize32(value: number): number {
  let hash = value | 0;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A seed for a text such as a coin or a symbol (FNV-1a, then finalized so short texts still spread well). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return finalize32(hash);
}

/**
 * Hashes a seed with a non-negative integer such as a minute or second index. Indices can outgrow 32 bits (seconds
 * do in 2106), so the high part is mixed in too instead of being silently wrapped.
 */
export function hashIndex(seed: number, index: number): number {
  const low = index >>> 0;
  const high = Math.floor(index / twoPow32) >>> 0;
  const mixed = finalize32(seed ^ Math.imul(low, 0xcc9e2d51));
  return finalize32(mixed ^ Math.imul(high + 0x27d4eb2f, 0x1b873593));
}

/** The next hash of a chain: draws several independent numbers from one hashed coordinate. */
export function nextHash(hash: number): number {
  return finalize32((hash + 0x6d2b79f5) | 0);
}

/** A hash as a uniform number in [0, 1). */
export function unitOf(hash: number): number {
  return hash / twoPow32;
}
