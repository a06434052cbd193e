/**
 * Lint step (`npm run lint`): fails, listing each one, when the source has an import circle. Which imports count is
 * explained in import-cycles/import-graph.ts; how circles are found in import-cycles/find-cycles.ts.
 */
import path from 'node:path';
import { findImportCircles } from './import-cycles/find-cycles';
import { buildImportGraph } from './import-cycles/import-graph';

/** Every directory that holds our own code. */
const checkedRoots = ['src', 'tests', 'scripts', 'bench', 'eslint-rules'];

const root = path.resolve(import.meta.dirname, '..');
const graph = buildImportGraph(root, checkedRoots);
const circles = findImportCircles(graph);
if (circles.length === 0) {
  console.log(`import circles: none in ${graph.size} files`);
} else {
  console.error(`import circles: ${circles.length} in ${graph.size} files`);
  for (const circle of circles) {
    console.error(`- ${circle.files.length} files: ${circle.files.join(', ')}`);
    console.error(`  for example ${circle.loop.join(' → ')}`);
  }
  process.exitCode = 1;
}
