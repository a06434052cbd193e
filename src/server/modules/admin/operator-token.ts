/**
 * The operator token: 256 random bits written to DATA_DIR/operator-token (mode 600) on first start. Whoever can
 * read that file on the server's machine is an operator; nobody else can reach the admin API.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const operatorTokenFileName = 'operator-token';
const operatorTokenBytes = 32;

export function operatorTokenPath(dataDir: string): string {
  return path.join(dataDir, operatorTokenFileName);
}

export async function ensureOperatorToken(dataDir: string): Promise<string> {
  const file = operatorTokenPath(dataDir);
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(dataDir, { recursive: true });
  const token = randomBytes(operatorTokenBytes).toString('base64url');
  // 'wx' refuses to overwrite a token another process wrote in the meantime.
  try {
    await fs.writeFile(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await fs.readFile(file, 'utf8')).trim();
    throw error;
  }
  return token;
}

/** Compares in constant time, so the answer's timing tells nothing about how much of a guess was right. */
export function tokenMatches(expected: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}
