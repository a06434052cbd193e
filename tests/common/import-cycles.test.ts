// Proves the import-circle check (scripts/import-cycles/) finds a circle and only a circle: a small graph with a
// circle, the same graph without it, a file that imports itself, and which kinds of import count as edges.
import { describe, expect, it } from 'vitest';
import { findImportCircles, type ImportGraph } from '../../scripts/import-cycles/find-cycles';
import { importSpecifiers } from '../../scripts/import-cycles/import-graph';

const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

describe('findImportCircles', () => {
  it('finds nothing in a graph whose imports all point one way', () => {
    const graph = graphOf({
      app: ['routes', 'errors'],
      routes: ['screen', 'paths'],
      screen: ['paths'],
      errors: [],
    });
    expect(findImportCircles(graph)).toEqual([]);
  });

  it('reports a circle once, with all its files and one loop through them', () => {
    const graph = graphOf({
      app: ['routes'],
      routes: ['screen'],
      screen: ['paths', 'routes'],
      paths: [],
    });
    expect(findImportCircles(graph)).toEqual([
      { files: ['routes', 'screen'], loop: ['routes', 'screen', 'routes'] },
    ]);
  });

  it('reports a knot of several loops as one circle, and two separate knots as two', () => {
    const graph = graphOf({
      bars: ['span', 'model'],
      span: ['bars', 'volume'],
      volume: ['model', 'bars'],
      model: ['volume'],
      cacheDb: ['warmStart'],
      warmStart: ['cacheDb'],
      outside: ['bars'],
    });
    const circles = findImportCircles(graph);
    expect(circles.map((circle) => circle.files)).toEqual([
      ['bars', 'model', 'span', 'volume'],
      ['cacheDb', 'warmStart'],
    ]);
    expect(circles[0]!.loop).toEqual(['bars', 'span', 'bars']);
  });

  it('reports a file that imports itself, and no circle once that import is gone', () => {
    expect(findImportCircles(graphOf({ a: ['a', 'b'], b: [] }))).toEqual([
      { files: ['a'], loop: ['a', 'a'] },
    ]);
    expect(findImportCircles(graphOf({ a: ['b'], b: [] }))).toEqual([]);
  });

  it('walks a chain far longer than the call stack would allow', () => {
    const length = 50_000;
    const edges: Record<string, string[]> = {};
    for (let index = 0; index < length; index += 1) edges[`f${index}`] = [`f${index + 1}`];
    expect(findImportCircles(graphOf(edges))).toEqual([]);
    edges[`f${length}`] = ['f0'];
    expect(findImportCircles(graphOf(edges))[0]?.files).toHaveLength(length + 1);
  });
});

describe('importSpecifiers', () => {
  it('counts every import and re-export, type-only and lazy ones included, and nothing else', () => {
    const source = [
      "import { a } from './a';",
      "import { type B } from './b';",
      "import type { C } from './c';",
      "import './d';",
      "export { e } from './e';",
      "export type { F } from './f';",
      "export * from './g';",
      'export const lazy = () => import("./h");',
      "const notAnImport = require('./i');",
    ].join('\n');
    expect(importSpecifiers('x.ts', source)).toEqual([
      './a',
      './b',
      './c',
      './d',
      './e',
      './f',
      './g',
      './h',
    ]);
  });
});
