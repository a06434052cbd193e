/**
 * Vitest's order with one change: the longest end-to-end specs start first (e2e-workers.ts). Vitest starts the
 * specs it has timed longest-first, but a clean clone has no timings: it starts the largest files first, and a
 * short file with long tests (a sweep of every route) would start last and run alone at the end while the other
 * worker idles.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { longestSpecs } from './e2e-workers';

function rank(spec: TestSpecification): number {
  const index = longestSpecs.findIndex((file) => spec.moduleId.endsWith(`/tests/e2e/${file}`));
  return index === -1 ? longestSpecs.length : index;
}

export class LongestSpecsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const e2eSpecs = sorted.filter((spec) => spec.project.name === 'e2e');
    // Array.prototype.sort is stable: the others keep Vitest's order among themselves.
    const e2eInOrder = [...e2eSpecs].sort((a, b) => rank(a) - rank(b));
    let next = 0;
    return sorted.map((spec) => (spec.project.name === 'e2e' ? e2eInOrder[next++]! : spec));
  }
}
