/**
 * Opens the database: PGlite (embedded Postgres) in a directory or in memory by default, a real Postgres server
 * when configured. Both drivers get the same explicit type parsers, so a query answers the same JavaScript types
 * whichever runs: numeric and bigint as exact decimal strings (money is never a float). Timestamps are Drizzle's
 * business: it reads them as text on both drivers and maps them to Date in typed queries.
 */
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { compilePgliteWasm } from './pglite-wasm';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(...)`; repositories accept either, so a service decides the boundaries. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob } | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
  /** PGlite only: the underlying instance, for dumps in tests and the live stream's LISTEN. */
  pglite?: PGlite;
  /** Postgres only: the server's URL, for the live stream's own LISTEN connection outside the pool. */
  postgresUrl?: string;
}

const asString = (value: string): string => value;

/** OIDs of the Postgres types whose parsing we pin down. */
const typeOids = {
  int8: 20,
  numeric: 1700,
} as const;

const parsers: Record<number, (value: string) => unknown> = {
  [typeOids.int8]: asString,
  [typeOids.numeric]: asString,
};

/**
 * PGlite's buffer cache. Postgres's default of 128 MB is touched at start and held for the life of the process,
 * the largest part of an idle server's memory, and setting it up is part of every start: 32 MB cost about 150 ms
 * more than 16 MB to open on this machine. Petrel's data directory is tens of MB and the operating system caches
 * the files behind it; the wallet bench's transfers per second on PGlite did not separate 16 from 32 MB.
 */
const pgliteSharedBuffersMb = 16;

/** The pool size of the Postgres driver; engines and requests share it. */
const postgresPoolSizeMax = 10;

/**
 * A pool on a Postgres server. node-postgres and Drizzle's driver for it are imported here, not at the top: a
 * server on PGlite, the default, never loads them (part of the start-up time is loading the server's code).
 */
async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: postgresPoolSizeMax,
    types: { getTypeParser: (oid: number) => parsers[oid] ?? pg.types.getTypeParser(oid) },
  });
  // An idle pooled connection that the server drops (a restart, a failover, an administrator) emits 'error' on
  // the pool; unheard, that would crash the process. The pool replaces the connection on the next query.
  pool.on('error', (error) => {
    process.stderr.write(`Postgres dropped an idle connection: ${error.message}\n`);
  });
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return { db, kind: 'postgres', postgresUrl: url, close: () => pool.end() };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  const pglite = await PGlite.create({
    pgliteWasmModule: await compilePgliteWasm(),
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffersMb}MB`],
    parsers,
    serializers: { [pgliteTypes.NUMERIC]: String },
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}
