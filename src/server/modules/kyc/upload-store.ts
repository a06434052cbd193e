/**
 * Uploaded files on disk, in DATA_DIR/uploads under names the server makes (128 random bits in hex). A client's
 * file name never reaches the file system, and a read accepts only names of that exact shape, so no request
 * can point outside the directory.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const fileIdBytes = 16;
const fileIdPattern = /^[0-9a-f]{32}$/;

export function isFileId(value: string): boolean {
  return fileIdPattern.test(value);
}

export function createUploadStore(dataDir: string) {
  const directory = path.join(dataDir, 'uploads');
  const pathOf = (id: string) => {
    if (!isFileId(id)) throw new Error('not a file id');
    return path.join(directory, id);
  };

  return {
    directory,

    /** Writes new files and answers their ids; if one write fails, the others are removed again. */
    async writeAll(contents: readonly Buffer[]): Promise<string[]> {
      await fs.mkdir(directory, { recursive: true, mode: 0o700 });
      const ids: string[] = [];
      try {
        for (const bytes of contents) {
          const id = randomBytes(fileIdBytes).toString('hex');
          await fs.writeFile(pathOf(id), bytes, { mode: 0o600, flag: 'wx' });
          ids.push(id);
        }
        return ids;
      } catch (error) {
        await this.removeAll(ids);
        throw error;
      }
    },

    async read(id: string): Promise<Buffer | undefined> {
      if (!isFileId(id)) return undefined;
      try {
        return await fs.readFile(pathOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async removeAll(ids: readonly string[]): Promise<void> {
      await Promise.all(ids.map((id) => fs.rm(pathOf(id), { force: true })));
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
