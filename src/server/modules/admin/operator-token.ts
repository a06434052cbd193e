/**
 * The operator token: 256 random bits written to DATA_DIR/operator-token (mode 600) on first start. Whoever can
 * read that file on the server's machine is an operator; nobody else can reach the admin API.
 */
import { timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { ensureSecretFile } from '../../lib/secret-file';

export const operatorTokenFileName = 'operator-token';
const operatorTokenBytes = 32;

export function operatorTokenPath(dataDir: string): string {
  return path.join(dataDir, operatorTokenFileName);
}

export function ensureOperatorToken(dataDir: string): Promise<string> {
  return ensureSecretFile(operatorTokenPath(dataDir), operatorTokenBytes);
}

/** Compares in constant time, so the answer's timing tells nothing about how much of a guess was right. */
export function tokenMatches(expected: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}
