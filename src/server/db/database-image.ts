/**
 * The database image: a PGlite data directory that `npm run build` makes by initialising a database and running
 * every migration, so that a first start on an empty DATA_DIR copies it instead of running initdb (seconds of CPU
 * and about 500 MiB in a second PGlite instance) and then the migrations. It holds the schema and nothing else:
 * what a start seeds (reference data, the demo account, the demo sales placed around the first start's time) is
 * still seeded by that start, on its own clock.
 *
 * The image is keyed by a hash of the migration files and of PGlite's version. A start whose key differs (a
 * migration added since the build, PGlite upgraded) ignores the image and takes the slow path, so a stale image
 * costs time, never correctness.
 */
import { createHash } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pglitePackageFile } from './pglite-wasm';

/** Where `npm run build` writes the server: the bundle, its migrations and the image (scripts/build-server.ts). */
export const serverBuildDirName = 'dist-server';
/** The image's folder inside the server build: `data/` (the PGlite directory) and `manifest.json`. */
export const databaseImageDirName = 'pglite-image';
export const databaseImageDataName = 'data';
export const databaseImageManifestName = 'manifest.json';
/** Where a start finds the build's image: dist-server/pglite-image under the working directory. */
export function buildDatabaseImageDir(): string {
  return path.resolve(serverBuildDirName, databaseImageDirName);
}

/** The file whose presence marks an initialised Postgres data directory. */
const postgresVersionFile = 'PG_VERSION';

export interface DatabaseImageManifest {
  key: string;
}

/** The version of the installed PGlite: an image made by another version may not open. */
export async function installedPgliteVersion(): Promise<string> {
  // The package exports no package.json: it is found from the package's entry.
  const manifest = pglitePackageFile('package.json');
  const { version } = JSON.parse(await fs.readFile(manifest, 'utf8')) as { version: string };
  return version;
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await fs.readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A hash of every migration file, name and content. */
export async function migrationsKey(migrationsFolder: string): Promise<string> {
  const digest = createHash('sha256');
  for (const file of await filesUnder(migrationsFolder)) {
    digest.update(`${file}\n`);
    digest.update(await fs.readFile(path.join(migrationsFolder, file)));
  }
  return digest.digest('hex');
}

/** The key an image must carry to be used: every migration file (name and content) and PGlite's version. */
export async function databaseImageKey(migrationsFolder: string): Promise<string> {
  return createHash('sha256')
    .update(`pglite ${await installedPgliteVersion()}\n`)
    .update(await migrationsKey(migrationsFolder))
    .digest('hex');
}

async function exists(target: string): Promise<boolean> {
  try {
    await fs.access(target);
    return true;
  } catch {
    return false;
  }
}

async function readManifest(imageDir: string): Promise<DatabaseImageManifest | undefined> {
  try {
    const text = await fs.readFile(path.join(imageDir, databaseImageManifestName), 'utf8');
    const manifest = JSON.parse(text) as Partial<DatabaseImageManifest>;
    return typeof manifest.key === 'string' ? { key: manifest.key } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What `restoreDatabaseImage` did: `copied` the image into place; found the database `present` already; found no
 * usable image (`no-image`, or `stale`: made from other migrations or another PGlite); or left a directory that
 * holds files but no database (`not-empty`) to PGlite, rather than deleting what someone put there.
 */
export type ImageRestore = 'copied' | 'present' | 'no-image' | 'stale' | 'not-empty';

/** How many files the copy keeps in flight: creating files waits on the disk far more than on the CPU. */
const copyConcurrency = 8;

/**
 * Copies a directory tree: its folders first (parents before children), then its files, several at a time on
 * libuv's threads. The image is a thousand small files; copied one after another on the main thread they took
 * 0.4–1.3 s of a first start here, all of it the event loop blocked while the server's code waited to load.
 */
async function copyTree(from: string, to: string): Promise<void> {
  const entries = await fs.readdir(from, { recursive: true, withFileTypes: true });
  const relative = (entry: Dirent) => path.relative(from, path.join(entry.parentPath, entry.name));
  await fs.mkdir(to);
  for (const folder of entries
    .filter((entry) => entry.isDirectory())
    .map(relative)
    .sort())
    await fs.mkdir(path.join(to, folder));
  const files = entries.filter((entry) => entry.isFile()).map(relative);
  let next = 0;
  const copyNext = async (): Promise<void> => {
    for (let file = files[next++]; file !== undefined; file = files[next++])
      await fs.copyFile(path.join(from, file), path.join(to, file));
  };
  await Promise.all(Array.from({ length: copyConcurrency }, copyNext));
}

/**
 * Puts the image in place as `pgDataDir` when that directory holds no database yet and the image's key matches.
 * The copy goes to a temporary sibling first and is renamed into place whole, so a start interrupted halfway
 * leaves no half database behind.
 */
export async function restoreDatabaseImage(options: {
  imageDir: string;
  pgDataDir: string;
  migrationsFolder: string;
}): Promise<ImageRestore> {
  const { imageDir, pgDataDir, migrationsFolder } = options;
  if (await exists(path.join(pgDataDir, postgresVersionFile))) return 'present';
  const manifest = await readManifest(imageDir);
  if (!manifest) return 'no-image';
  if (manifest.key !== (await databaseImageKey(migrationsFolder))) return 'stale';
  if (await exists(pgDataDir)) {
    if ((await fs.readdir(pgDataDir)).length > 0) return 'not-empty';
    await fs.rmdir(pgDataDir);
  }
  // One server per PGlite directory, so a fixed name: a copy a crash interrupted is removed by the next start.
  const staging = `${pgDataDir}.partial`;
  await fs.rm(staging, { recursive: true, force: true });
  await copyTree(path.join(imageDir, databaseImageDataName), staging);
  await fs.rename(staging, pgDataDir);
  return 'copied';
}
