/**
 * The server test files that run on the suite's test database (tests/server/support/test-database.ts): those that
 * import it, directly or through what they import. With TEST_DATABASE_URL that database is a Postgres one, so these
 * are the server files `npm run test:postgres` runs again beside tests/postgres. The others (the market simulator,
 * the engines' pure decisions, the docs checks, the lifecycle tests that open PGlite or a process of their own)
 * never meet TEST_DATABASE_URL: a second run of them would repeat `npm test` exactly. That holds because
 * test-database.ts is the only reader of TEST_DATABASE_URL in tests/server: a test that read it itself would not be
 * chosen.
 */
import { buildImportGraph } from '../../scripts/import-cycles/import-graph';

const testDatabaseModule = 'tests/server/support/test-database.ts';

export function serverTestFilesOnTestDatabase(root: string): string[] {
  const graph = buildImportGraph(root, ['tests']);
  const reaches = new Map<string, boolean>();
  const reachesTestDatabase = (file: string, visiting: Set<string>): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    if (file === testDatabaseModule) return true;
    // The lint step keeps the graph free of circles; this only stops a walk that met one anyway.
    if (visiting.has(file)) return false;
    visiting.add(file);
    const result = (graph.get(file) ?? []).some((target) => reachesTestDatabase(target, visiting));
    visiting.delete(file);
    reaches.set(file, result);
    return result;
  };
  return [...graph.keys()]
    .filter((file) => file.startsWith('tests/server/') && file.endsWith('.test.ts'))
    .filter((file) => reachesTestDatabase(file, new Set()))
    .sort();
}
