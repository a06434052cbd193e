/**
 * Where the server keeps its files (DATA_DIR) and where the embedded database lives inside it. Free of the
 * configuration's validation library, so that main.ts can start laying out a new database before config.ts loads.
 */
import path from 'node:path';

export const defaultDataDir = './data';

/** The PGlite data directory inside DATA_DIR. */
export function pgliteDirIn(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}
