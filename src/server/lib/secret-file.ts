/**
 * Secrets the server keeps beside its data: random bytes written once, on first start, to a file only the
 * server's user can read (mode 600). A second process starting at the same moment reads the first one's file
 * instead of writing its own, so every process of one DATA_DIR agrees.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export async function ensureSecretFile(filePath: string, bytes: number): Promise<string> {
  try {
    const existing = (await fs.readFile(filePath, 'utf8')).trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(path.dirname(filePath), { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  // 'wx' refuses to overwrite a secret another process wrote in the meantime.
  try {
    await fs.writeFile(filePath, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return (await fs.readFile(filePath, 'utf8')).trim();
    throw error;
  }
  return secret;
}
