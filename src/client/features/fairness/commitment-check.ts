/**
 * The check a reader can run without trusting the server: SHA-256 of the revealed secret's bytes (decoded from
 * hex) must equal the commitment published before the day began. It runs in the browser with Web Crypto; where
 * crypto.subtle is missing (an insecure context, an old browser) the check cannot run, and the screen says so
 * rather than pretend.
 */
import { sha256HexLength } from '../../../common/fairness-types';

export type CommitmentCheck = 'match' | 'mismatch' | 'unavailable' | 'malformed';

const hexPattern = /^[0-9a-f]+$/i;

/** The bytes of an even-length hex string; undefined when it is not one. */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | undefined {
  if (hex.length % 2 !== 0 || !hexPattern.test(hex)) return undefined;
  const bytes = new Uint8Array(new ArrayBuffer(hex.length / 2));
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

export function bytesToHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function checkCommitment(secret: string, commitment: string): Promise<CommitmentCheck> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return 'unavailable';
  const bytes = secret.length === sha256HexLength ? hexToBytes(secret) : undefined;
  if (!bytes || commitment.length !== sha256HexLength || !hexPattern.test(commitment)) return 'malformed';
  const digest = await subtle.digest('SHA-256', bytes);
  return bytesToHex(digest) === commitment.toLowerCase() ? 'match' : 'mismatch';
}
