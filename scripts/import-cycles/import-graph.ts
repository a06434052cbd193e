/**
 * The repository's import graph, read with the TypeScript compiler already installed: each file under the given
 * roots is parsed (no type checking) and its module specifiers resolved as tsconfig.json resolves them.
 *
 * Every import is an edge, types included:
 * - static `import` and `export … from`: they run the target before the importer's body, so a circle through them
 *   can hand a module another's bindings before they are initialised (a `const` in its temporal dead zone, a class
 *   that is still undefined);
 * - `import { type A }`: under `verbatimModuleSyntax` it is emitted as `import './a'`, which still runs the target;
 * - `import('./a')`: it loads later, so it cannot break initialisation, but it is still a run-time dependency: a
 *   lazily loaded screen that imports its loader back ties the two files (and their chunks) together for good;
 * - `import type` and `export type … from`: erased at run time, but two files that name each other's types still
 *   cannot be read, changed or moved one without the other. A type both sides need lives in a file of its own
 *   (engines/engine.ts, ops/ops-command.ts, market/chart-size.ts), which costs one small file and keeps the
 *   dependency graph a tree a newcomer can follow from the bottom up.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ImportGraph } from './find-cycles';

const sourceExtensions = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
const skippedDirectories = new Set(['node_modules', 'dist', 'dist-server', 'coverage', 'out']);

function sourceFilesUnder(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return skippedDirectories.has(entry.name) ? [] : sourceFilesUnder(full);
    const isSource = sourceExtensions.some((extension) => entry.name.endsWith(extension));
    return isSource && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The specifiers of every import, re-export and dynamic import of a file (see the header). */
export function importSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const addLiteral = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) specifiers.push(node.text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      addLiteral(node.moduleSpecifier);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      addLiteral(node.moduleSpecifier);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      addLiteral(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

function compilerOptions(root: string): ts.CompilerOptions {
  const configPath = path.join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config ?? {}, ts.sys, root);
  // Scripts are plain JavaScript in places (scripts/start.mjs, eslint-rules/*.js): resolve to them too.
  return { ...parsed.options, allowJs: true };
}

/** Paths relative to `root`, with forward slashes, so that reports read the same on every machine. */
export function buildImportGraph(root: string, roots: readonly string[]): ImportGraph {
  const options = compilerOptions(root);
  const host = ts.createCompilerHost(options);
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap((directory) => sourceFilesUnder(path.join(root, directory)))) {
    const targets = new Set<string>();
    for (const specifier of importSpecifiers(file, fs.readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, file, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = resolved.resolvedFileName;
      if (target.includes(`${path.sep}node_modules${path.sep}`)) continue;
      targets.add(relative(target));
    }
    graph.set(relative(file), [...targets].sort());
  }
  return graph;
}
