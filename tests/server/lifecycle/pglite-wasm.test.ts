/** The embedded database's WebAssembly is compiled once per process, and databases open on that one module. */
import fs from 'node:fs/promises';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('PGlite WebAssembly compile', () => {
  it('compiles once, however many databases open', async () => {
    vi.resetModules();
    const compile = vi.spyOn(WebAssembly, 'compile');
    const { compilePgliteWasm } = await import('../../../src/server/db/pglite-wasm');
    const first = compilePgliteWasm();
    expect(compilePgliteWasm()).toBe(first);
    const module = await first;
    expect(WebAssembly.Module.exports(module).length).toBeGreaterThan(0);
    // PGlite whatever the suite runs on (TEST_DATABASE_URL or not), opened from the suite's migrated image.
    const { openDatabase } = await import('../../../src/server/db/client');
    const image = await fs.readFile(inject('pgliteDumpPath'));
    const databases = [
      await openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: new Blob([image]) }),
      await openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: new Blob([image]) }),
    ];
    try {
      for (const database of databases) {
        expect((await database.pglite!.query<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1);
      }
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed compile', async () => {
    vi.resetModules();
    const compile = vi.spyOn(WebAssembly, 'compile').mockRejectedValueOnce(new Error('out of memory'));
    const { compilePgliteWasm } = await import('../../../src/server/db/pglite-wasm');
    await expect(compilePgliteWasm()).rejects.toThrow('out of memory');
    await expect(compilePgliteWasm()).resolves.toBeInstanceOf(WebAssembly.Module);
    expect(compile).toHaveBeenCalledTimes(2);
  });
});
