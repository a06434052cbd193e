/**
 * DATA_DIR holds the database (whose WAL carries live email codes and ID numbers), the KYC photos and the
 * secrets, so only the server's user may read it. New files are private through the process umask (main.ts);
 * this makes an existing directory private too: one created by an older version, by hand, or restored from a
 * backup with open modes.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** Owner read, write and enter; nothing for group or others. */
export const privateDirectoryMode = 0o700;
/** The bits a file or directory under DATA_DIR may not keep: every permission of group and others. */
const groupAndOtherBits = 0o077;
/** A data directory is a few thousand files; the walk stops beyond this depth rather than follow a loop. */
const walkDepthMax = 16;

async function removeOpenBits(entryPath: string): Promise<void> {
  const stat = await fs.lstat(entryPath);
  // A symbolic link's own mode means nothing, and chmod would follow it out of the directory.
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & groupAndOtherBits) !== 0) await fs.chmod(entryPath, stat.mode & 0o7700);
}

async function makeTreePrivate(directory: string, depth: number): Promise<void> {
  if (depth > walkDepthMax) return;
  const entries = await fs.readdir(directory, { withFileTypes: true });
  for (const entry of entries) {
    const entryPath = path.join(directory, entry.name);
    await removeOpenBits(entryPath);
    if (entry.isDirectory()) await makeTreePrivate(entryPath, depth + 1);
  }
}

/** Creates the directory mode 700 if missing, and takes group and other permissions off it and all it holds. */
export async function ensurePrivateDirectory(directory: string): Promise<void> {
  await fs.mkdir(directory, { recursive: true, mode: privateDirectoryMode });
  await fs.chmod(directory, privateDirectoryMode);
  await makeTreePrivate(directory, 0);
}
