/**
 * The frame of a benchmark measured on PGlite and on Postgres, side by side: a fresh PGlite server first, then a
 * fresh database on the Postgres server named by BENCH_DATABASE_URL or TEST_DATABASE_URL (skipped with a note
 * without either), every server and scratch database closed or dropped even when a measurement throws.
 */
import path from 'node:path';
import { startBenchApp, type BenchApp } from './bench-app';
import { benchPostgresUrl, createScratchPostgres } from './scratch-postgres';

export interface BenchResult {
  figures: Record<string, number>;
  notes: string[];
}

export type BenchDatabase = 'pglite' | 'postgres';

/** The database's word inside a camel-case figure name (`spotFillsPglitePerSecond`). */
export const figureLabels: Record<BenchDatabase, string> = { pglite: 'Pglite', postgres: 'Postgres' };

async function measureClosing(
  bench: BenchApp,
  database: BenchDatabase,
  measure: (bench: BenchApp, database: BenchDatabase) => Promise<BenchResult>,
): Promise<BenchResult> {
  try {
    return await measure(bench, database);
  } finally {
    await bench.close();
  }
}

/** `subject` names the benchmark in the note that says Postgres was skipped. */
export async function measureOnEachDatabase(
  subject: string,
  measure: (bench: BenchApp, database: BenchDatabase) => Promise<BenchResult>,
): Promise<BenchResult> {
  const pglite = await measureClosing(await startBenchApp({ seedDemo: false }), 'pglite', measure);
  const baseUrl = benchPostgresUrl();
  if (!baseUrl) {
    const skipped = `${subject}: Postgres skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it)`;
    return { figures: pglite.figures, notes: [...pglite.notes, skipped] };
  }
  const scratch = await createScratchPostgres(baseUrl);
  try {
    const postgres = await startBenchApp({ seedDemo: false, databaseUrl: scratch.url });
    const measured = await measureClosing(postgres, 'postgres', measure);
    return {
      figures: { ...pglite.figures, ...measured.figures },
      notes: [...pglite.notes, ...measured.notes],
    };
  } finally {
    await scratch.drop();
  }
}

/** Runs the benchmark and prints its figures and notes when its file is the one `tsx` was started with. */
export async function printWhenRunDirectly(filename: string, run: () => Promise<BenchResult>): Promise<void> {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== path.resolve(filename)) return;
  const { figures, notes } = await run();
  console.table(figures);
  for (const note of notes) console.log(note);
}
