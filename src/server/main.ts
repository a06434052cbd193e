/**
 * The server's entry point (`npm start`): the server on the system clock (serve.ts). Two things start before the
 * rest of the server's code loads (a chunk of its own in the build, scripts/build-server.ts): the embedded
 * database's WebAssembly compiles on background threads, and a first start's copy of the database image runs on
 * libuv's threads. An empty or missing DATABASE_URL means the embedded database (config.ts); config.ts itself is not
 * imported here, as it would load its validation library first.
 */
import { beginImageRestore } from './db/early-image-restore';
import { compilePgliteWasm } from './db/pglite-wasm';
import { privateUmask } from './lib/private-dir';

// Before anything is written, as the copy below creates the database's files (serve.ts sets it for other entries).
process.umask(privateUmask);

// A first start copies the build's database image meanwhile (early-image-restore.ts); other starts find it there.
beginImageRestore();
if (!process.env.DATABASE_URL) void compilePgliteWasm().catch(() => undefined);

const { exitOnStartFailure, serve } = await import('./serve');
serve().catch(exitOnStartFailure);
