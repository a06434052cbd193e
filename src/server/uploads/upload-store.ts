/**
 * Uploaded files on disk, in DATA_DIR/uploads under names the server makes (128 random bits in hex). A client's
 * file name never reaches the file system, and a read accepts only names of that exact shape, so no request
 * can point outside the directory.
 *
 * A file is written whole and flushed under a temporary name (`<id>.tmp`) and takes its real name only after the
 * database rows that reference it are committed. A process killed in between leaves only temporary files, which
 * sweep() removes at the next start, together with any file no upload row references.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const fileIdBytes = 16;
const fileIdPattern = /^[0-9a-f]{32}$/;
const temporarySuffix = '.tmp';
const temporaryNamePattern = /^([0-9a-f]{32})\.tmp$/;
/**
 * A temporary file younger than this may belong to an upload in flight in another process sharing the
 * directory; it lives from its write to its commit, which takes seconds, so ten minutes is safely past it.
 */
export const temporaryUploadAgeMinMs = 10 * 60 * 1000;

export function isFileId(value: string): boolean {
  return fileIdPattern.test(value);
}

export interface SweepResult {
  /** Temporary files of uploads whose rows had committed: given their real name. */
  finished: number;
  /** Temporary files of uploads that never committed, and files no row references: removed. */
  removed: number;
}

async function writeFlushed(filePath: string, bytes: Buffer): Promise<void> {
  const file = await fs.open(filePath, 'wx', 0o600);
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
}

async function listNames(directory: string): Promise<string[]> {
  try {
    return await fs.readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export function createUploadStore(dataDir: string) {
  const directory = path.join(dataDir, 'uploads');
  const pathOf = (id: string) => {
    if (!isFileId(id)) throw new Error('not a file id');
    return path.join(directory, id);
  };
  const temporaryPathOf = (id: string) => `${pathOf(id)}${temporarySuffix}`;

  async function discardAll(ids: readonly string[]): Promise<void> {
    await Promise.all(
      ids.flatMap((id) => [temporaryPathOf(id), pathOf(id)]).map((file) => fs.rm(file, { force: true })),
    );
  }

  /** Writes new files under temporary names and answers their ids; if one write fails, none is left. */
  async function stageAll(contents: readonly Buffer[]): Promise<string[]> {
    await fs.mkdir(directory, { recursive: true, mode: 0o700 });
    const ids: string[] = [];
    try {
      for (const bytes of contents) {
        const id = randomBytes(fileIdBytes).toString('hex');
        ids.push(id);
        await writeFlushed(temporaryPathOf(id), bytes);
      }
      return ids;
    } catch (error) {
      await discardAll(ids);
      throw error;
    }
  }

  /** Gives staged files their real names; called once the rows that reference them are committed. */
  async function commitAll(ids: readonly string[]): Promise<void> {
    for (const id of ids) await fs.rename(temporaryPathOf(id), pathOf(id));
  }

  /**
   * Cleans the directory at start. The names are listed before the rows are asked for, so a file renamed by a
   * concurrent commit is always matched by its (already committed) row.
   */
  async function sweep(
    referencedAmong: (ids: readonly string[]) => Promise<ReadonlySet<string>>,
    // File ages come from the file system's clock, so they are measured against the system clock.
    nowMs: number = Date.now(),
  ): Promise<SweepResult> {
    const names = await listNames(directory);
    const ids = names.map((name) => temporaryNamePattern.exec(name)?.[1] ?? name).filter(isFileId);
    const referenced = await referencedAmong([...new Set(ids)]);
    const result: SweepResult = { finished: 0, removed: 0 };
    for (const name of names) {
      const temporaryId = temporaryNamePattern.exec(name)?.[1];
      if (temporaryId && referenced.has(temporaryId)) {
        await fs.rename(temporaryPathOf(temporaryId), pathOf(temporaryId));
        result.finished += 1;
      } else if (temporaryId) {
        // Another process may have committed or discarded it since the listing.
        const stat = await fs.stat(temporaryPathOf(temporaryId)).catch(() => undefined);
        if (!stat || nowMs - stat.mtimeMs < temporaryUploadAgeMinMs) continue;
        await fs.rm(temporaryPathOf(temporaryId), { force: true });
        result.removed += 1;
      } else if (isFileId(name) && !referenced.has(name)) {
        await fs.rm(pathOf(name), { force: true });
        result.removed += 1;
      }
    }
    return result;
  }

  return {
    directory,
    stageAll,
    commitAll,
    discardAll,
    sweep,

    async read(id: string): Promise<Buffer | undefined> {
      if (!isFileId(id)) return undefined;
      try {
        return await fs.readFile(pathOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
