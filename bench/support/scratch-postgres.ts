/**
 * A fresh Postgres database for one benchmark run, on the server named by BENCH_DATABASE_URL or TEST_DATABASE_URL,
 * dropped afterwards; undefined when neither is set (the benchmark then prints that it skipped Postgres). The
 * database is made as the Postgres test suite makes its own.
 */
import { createScratchDatabase } from '../../tests/server/support/test-database';

export function benchPostgresUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

export function createScratchPostgres(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  return createScratchDatabase(baseUrl, 'petrel_bench');
}
