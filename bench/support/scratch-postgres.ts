/**
 * A fresh Postgres database for one benchmark run, on the server named by BENCH_DATABASE_URL or TEST_DATABASE_URL,
 * dropped afterwards; undefined when neither is set (the benchmark then prints that it skipped Postgres).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function benchPostgresUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createScratchPostgres(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `petrel_bench_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`),
  };
}
