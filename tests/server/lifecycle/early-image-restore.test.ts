// Proves the copy of the database image that main.ts begins before the server's code loads: begun only for the
// embedded database and a usable DATA_DIR, the data directory made private at once, and handed to the start that
// asks for that same directory, once.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pgliteDirIn } from '../../../src/server/data-dir';
import { beginImageRestore, takeBegunImageRestore } from '../../../src/server/db/early-image-restore';

let scratch: string;
let dataDir: string;

beforeEach(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-early-image-'));
  dataDir = path.join(scratch, 'data');
});

afterEach(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
});

describe('the early image restore', () => {
  it('makes DATA_DIR private at once and hands its restore to the start for that directory, once', async () => {
    beginImageRestore({ DATA_DIR: dataDir });
    expect((await fs.stat(dataDir)).mode & 0o777).toBe(0o700);
    expect(takeBegunImageRestore(pgliteDirIn(path.join(scratch, 'other')))).toBeUndefined();
    const begun = takeBegunImageRestore(pgliteDirIn(dataDir));
    expect(begun).toBeInstanceOf(Promise);
    // Whichever image this checkout holds (none before a build), the outcome is one restoreDatabaseImage gives.
    expect(['copied', 'no-image', 'stale']).toContain(await begun);
    expect(takeBegunImageRestore(pgliteDirIn(dataDir))).toBeUndefined();
  });

  it('begins nothing for Postgres, nor for an empty DATA_DIR that the configuration refuses', async () => {
    beginImageRestore({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://localhost/petrel' });
    expect(takeBegunImageRestore(pgliteDirIn(dataDir))).toBeUndefined();
    await expect(fs.access(dataDir)).rejects.toThrow();
    beginImageRestore({ DATA_DIR: '' });
    expect(takeBegunImageRestore(pgliteDirIn(path.resolve('')))).toBeUndefined();
  });

  it('keeps a failure for the start to report instead of ending the process', async () => {
    await fs.writeFile(path.join(scratch, 'a-file'), 'not a directory');
    beginImageRestore({ DATA_DIR: path.join(scratch, 'a-file', 'data') });
    const begun = takeBegunImageRestore(pgliteDirIn(path.join(scratch, 'a-file', 'data')));
    await expect(begun).rejects.toThrow();
  });
});
