// Proves when a start copies the build's database image: only into a directory with no database yet, only when the
// image's key matches the migrations, whole (no staging copy left), and never over files someone put there.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  databaseImageDataName,
  databaseImageKey,
  databaseImageManifestName,
  restoreDatabaseImage,
} from '../../../src/server/db/database-image';
import { migrationsFolder } from '../../../src/server/db/migrate';

let scratch: string;
let imageDir: string;
let pgDataDir: string;

async function writeImage(key: string): Promise<void> {
  const data = path.join(imageDir, databaseImageDataName);
  await fs.mkdir(path.join(data, 'base', '5'), { recursive: true });
  await fs.writeFile(path.join(data, 'PG_VERSION'), '17\n');
  await fs.writeFile(path.join(data, 'base', '5', '1259'), 'catalog page');
  await fs.writeFile(path.join(imageDir, databaseImageManifestName), JSON.stringify({ key }));
}

const restore = () => restoreDatabaseImage({ imageDir, pgDataDir, migrationsFolder });

beforeEach(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-image-'));
  imageDir = path.join(scratch, 'image');
  pgDataDir = path.join(scratch, 'data', 'pglite');
  await fs.mkdir(path.dirname(pgDataDir), { recursive: true });
});

afterEach(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
});

describe('the database image', () => {
  it('is copied whole into a directory with no database when its key matches the migrations', async () => {
    await writeImage(await databaseImageKey(migrationsFolder));
    expect(await restore()).toBe('copied');
    expect(await fs.readFile(path.join(pgDataDir, 'base', '5', '1259'), 'utf8')).toBe('catalog page');
    expect(await fs.readdir(path.dirname(pgDataDir))).toEqual(['pglite']);
  });

  it('is copied into an empty directory too', async () => {
    await writeImage(await databaseImageKey(migrationsFolder));
    await fs.mkdir(pgDataDir);
    expect(await restore()).toBe('copied');
    expect(await fs.readFile(path.join(pgDataDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('is ignored when it was made from other migrations or another PGlite', async () => {
    await writeImage('0'.repeat(64));
    expect(await restore()).toBe('stale');
    await expect(fs.access(pgDataDir)).rejects.toThrow();
  });

  it('copies every folder and file of a deeper tree, empty folders included, byte for byte', async () => {
    await writeImage(await databaseImageKey(migrationsFolder));
    const data = path.join(imageDir, databaseImageDataName);
    await fs.mkdir(path.join(data, 'pg_wal', 'archive_status'), { recursive: true });
    await fs.mkdir(path.join(data, 'pg_notify'));
    for (let index = 0; index < 40; index += 1) {
      const folder = path.join(data, 'base', String(index % 3), index % 2 ? 'deep' : '');
      await fs.mkdir(folder, { recursive: true });
      await fs.writeFile(path.join(folder, `rel-${index}`), Buffer.alloc(index * 97, index));
    }
    const listing = async (root: string) => {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      return Promise.all(
        entries
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
          .sort()
          .map(async (name) => {
            const stat = await fs.stat(path.join(root, name));
            return stat.isDirectory()
              ? `${name}/`
              : `${name} ${(await fs.readFile(path.join(root, name))).toString('base64')}`;
          }),
      );
    };
    expect(await restore()).toBe('copied');
    expect(await listing(pgDataDir)).toEqual(await listing(data));
  });

  it('is ignored when the build made none', async () => {
    expect(await restore()).toBe('no-image');
  });

  it('never touches an existing database or a directory holding other files', async () => {
    await writeImage(await databaseImageKey(migrationsFolder));
    await fs.mkdir(pgDataDir);
    await fs.writeFile(path.join(pgDataDir, 'notes.txt'), 'left by hand');
    expect(await restore()).toBe('not-empty');
    expect(await fs.readdir(pgDataDir)).toEqual(['notes.txt']);
    await fs.writeFile(path.join(pgDataDir, 'PG_VERSION'), '17\n');
    expect(await restore()).toBe('present');
    expect((await fs.readdir(pgDataDir)).sort()).toEqual(['PG_VERSION', 'notes.txt']);
  });

  it('is keyed by the migration files: the key changes with any of them', async () => {
    const copy = path.join(scratch, 'migrations');
    await fs.cp(migrationsFolder, copy, { recursive: true });
    const before = await databaseImageKey(copy);
    expect(before).toBe(await databaseImageKey(migrationsFolder));
    await fs.appendFile(path.join(copy, '0000_params.sql'), '\n-- changed\n');
    expect(await databaseImageKey(copy)).not.toBe(before);
  });
});
