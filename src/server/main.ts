/**
 * The server's entry point (`npm start`): the server on the system clock (serve.ts). The embedded database's
 * WebAssembly starts compiling first, on background threads, while the rest of the server's code loads (it is a
 * chunk of its own in the build, scripts/build-server.ts). An empty or missing DATABASE_URL means the embedded
 * database (config.ts); config.ts itself is not imported here, as it would load its validation library first.
 */
import { compilePgliteWasm } from './db/pglite-wasm';

if (!process.env.DATABASE_URL) void compilePgliteWasm().catch(() => undefined);

const { exitOnStartFailure, serve } = await import('./serve');
serve().catch(exitOnStartFailure);
