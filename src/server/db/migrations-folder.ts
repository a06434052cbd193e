/**
 * Where the migrations are: beside this code, in src/server/db/migrations from source and in dist-server/migrations
 * in the build (scripts/build-server.ts copies them next to the bundle). A module of its own, free of Drizzle, so
 * that main.ts can find them before the rest of the server loads.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
