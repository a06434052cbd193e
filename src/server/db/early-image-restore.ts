/**
 * A first start's copy of the database image, begun by main.ts before the rest of the server's code loads: the
 * copy waits on the disk (a thousand small files) and the loading on the CPU, so the two overlap instead of
 * following each other. boot.ts takes the copy begun here rather than start its own.
 *
 * It reads DATA_DIR and DATABASE_URL as config.ts does. A start that config.ts then refuses for another setting
 * has laid out the database all the same; the next start finds it in place.
 */
import path from 'node:path';
import { defaultDataDir, pgliteDirIn } from '../data-dir';
import { makePrivateDirectory } from '../lib/private-dir';
import { buildDatabaseImageDir, restoreDatabaseImage, type ImageRestore } from './database-image';
import { migrationsFolder } from './migrations-folder';

let begun: { pgDataDir: string; restore: Promise<ImageRestore> } | undefined;

/** Begins restoring the image into the embedded database's directory, when the embedded database is in use. */
export function beginImageRestore(env: NodeJS.ProcessEnv = process.env): void {
  const dataDirSetting = env.DATA_DIR ?? defaultDataDir;
  // An empty DATA_DIR is refused by config.ts; an empty DATABASE_URL means the embedded database, as there.
  if (env.DATABASE_URL || dataDirSetting === '') return;
  const dataDir = path.resolve(dataDirSetting);
  const pgDataDir = pgliteDirIn(dataDir);
  const restore = (async () => {
    // Only the directory itself: boot.ts walks what it holds (ensurePrivateDirectory) before and after opening.
    makePrivateDirectory(dataDir);
    return restoreDatabaseImage({ imageDir: buildDatabaseImageDir(), pgDataDir, migrationsFolder });
  })();
  // A failure is the start's to report, when boot.ts takes this; until then it must not end the process.
  restore.catch(() => undefined);
  begun = { pgDataDir, restore };
}

/** The restore begun for this directory, once: undefined when none was begun for it. */
export function takeBegunImageRestore(pgDataDir: string): Promise<ImageRestore> | undefined {
  if (begun?.pgDataDir !== pgDataDir) return undefined;
  const { restore } = begun;
  begun = undefined;
  return restore;
}
