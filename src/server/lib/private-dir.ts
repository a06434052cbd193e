/**
 * DATA_DIR holds the database (whose WAL carries live email codes and ID numbers), the KYC photos and the
 * secrets, so only the server's user may read it. New files are private through the process umask (privateUmask);
 * this makes an existing directory private too: one created by an older version, by hand, or restored from a
 * backup with open modes.
 *
 * The walk uses the synchronous calls: it runs at start, before the server answers anything, over a thousand or
 * more files of the database, and one awaited call per file cost a third of a second of a restart.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Owner read, write and enter; nothing for group or others. */
export const privateDirectoryMode = 0o700;
/**
 * The process umask a server runs under (serve.ts; main.ts sets it first): every file and directory it creates
 * (PGlite's data and WAL, uploads, secrets) is readable by the server's user only.
 */
export const privateUmask = 0o077;
/** The bits a file or directory under DATA_DIR may not keep: every permission of group and others. */
const groupAndOtherBits = 0o077;
/** A data directory is a few thousand files; the walk stops beyond this depth rather than follow a loop. */
const walkDepthMax = 16;

function removeOpenBits(entryPath: string): void {
  const stat = fs.lstatSync(entryPath);
  // A symbolic link's own mode means nothing, and chmod would follow it out of the directory.
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & groupAndOtherBits) !== 0) fs.chmodSync(entryPath, stat.mode & 0o7700);
}

function makeTreePrivate(directory: string, depth: number): void {
  if (depth > walkDepthMax) return;
  const entries = fs.readdirSync(directory, { withFileTypes: true });
  for (const entry of entries) {
    const entryPath = path.join(directory, entry.name);
    removeOpenBits(entryPath);
    if (entry.isDirectory()) makeTreePrivate(entryPath, depth + 1);
  }
}

/**
 * Creates the directory mode 700 if missing, and takes group and other permissions off it and all it holds.
 * Async for its callers, who await it like the rest of the start, though the work inside is synchronous.
 */
export async function ensurePrivateDirectory(directory: string): Promise<void> {
  makePrivateDirectory(directory);
  makeTreePrivate(directory, 0);
}

/** Creates the directory mode 700 if missing and makes it 700 if not, leaving what it holds as it is. */
export function makePrivateDirectory(directory: string): void {
  fs.mkdirSync(directory, { recursive: true, mode: privateDirectoryMode });
  fs.chmodSync(directory, privateDirectoryMode);
}
