/**
 * PGlite's WebAssembly (about 9 MB), compiled once per process. Compiling it runs on V8's background threads, so
 * main.ts starts it before the server's own code is loaded and the two overlap on a start; every database opened
 * in the process then shares the compiled module instead of compiling it again. Without the head start, the
 * compile only began when the database opened, and the start waited for it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

let compiling: Promise<WebAssembly.Module> | undefined;

/** A file of the installed PGlite package, by its path in the package (its entry sits in dist/). */
export function pglitePackageFile(relativePath: string): string {
  const packageEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return path.join(path.dirname(packageEntry), '..', relativePath);
}

export function compilePgliteWasm(): Promise<WebAssembly.Module> {
  if (!compiling) {
    // Read synchronously (about 30 ms): with an awaited read, the compile would only begin once the main thread
    // was free again, that is after the server's code had loaded, and the head start would be lost.
    try {
      compiling = WebAssembly.compile(fs.readFileSync(pglitePackageFile('dist/pglite.wasm')));
    } catch (error) {
      compiling = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    // A failed compile is not kept: the next database to open tries again and reports its own error.
    compiling.catch(() => {
      compiling = undefined;
    });
  }
  return compiling;
}
