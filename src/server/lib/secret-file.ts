/**
 * Secrets the server keeps beside its data: random bytes written once, on first start, to a file only the
 * server's user can read (mode 600). The file appears whole or not at all: the secret is written and flushed
 * under a temporary name first, then linked to its real name. A link, unlike a rename, refuses to replace a
 * file, so when two processes start at the same moment the second reads the first one's secret instead of
 * overwriting it, and every process of one DATA_DIR agrees. A file that exists but is empty or short (a disk
 * that filled up, a copy gone wrong) stops the start with its path, rather than keying anything on a stub.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const secretFileMode = 0o600;

/** The length of the base64url text of that many random bytes: what this module writes. */
function secretLengthOf(bytes: number): number {
  return Math.ceil((bytes * 4) / 3);
}

async function readSecret(filePath: string, lengthMin: number): Promise<string | undefined> {
  let text: string;
  try {
    text = await fs.readFile(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < lengthMin) {
    const found = secret.length === 0 ? 'is empty' : `holds only ${secret.length} characters`;
    throw new Error(
      `${filePath} ${found} (at least ${lengthMin} expected). Restore it from a backup, or delete it to have ` +
        'a new one made (see docs/operations.md for what a new one costs).',
    );
  }
  return secret;
}

/** Writes the secret to a temporary file, flushed to disk, and links it to its name; false if one was there. */
async function publishSecret(filePath: string, secret: string): Promise<boolean> {
  const temporaryPath = `${filePath}.${randomBytes(6).toString('hex')}.tmp`;
  const file = await fs.open(temporaryPath, 'wx', secretFileMode);
  try {
    await file.writeFile(`${secret}\n`);
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    await fs.link(temporaryPath, filePath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await fs.rm(temporaryPath, { force: true });
  }
}

export async function ensureSecretFile(filePath: string, bytes: number): Promise<string> {
  const lengthMin = secretLengthOf(bytes);
  const existing = await readSecret(filePath, lengthMin);
  if (existing) return existing;
  await fs.mkdir(path.dirname(filePath), { recursive: true, mode: 0o700 });
  const secret = randomBytes(bytes).toString('base64url');
  if (await publishSecret(filePath, secret)) return secret;
  const written = await readSecret(filePath, lengthMin);
  if (!written) throw new Error(`${filePath} vanished while the server was starting`);
  return written;
}
