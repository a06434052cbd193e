// Proves that README.md's map of the code has a line for every server module (src/server/modules/*), every engine
// (src/server/engines/*) and every client feature (src/client/features/*), and none for a folder that is gone.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const projectRoot = path.resolve(import.meta.dirname, '..', '..', '..');

function foldersOf(directory: string): string[] {
  return fs
    .readdirSync(path.join(projectRoot, directory), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The code block under "## A map of the code". */
function codeMap(): string[] {
  const readme = fs.readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
  const section = readme.split(/^## A map of the code$/m)[1] ?? '';
  return (section.split('```')[1] ?? '').split('\n');
}

/** The names on the lines indented by four spaces under `heading` (e.g. `  modules/`), up to the next heading. */
function entriesUnder(lines: readonly string[], heading: string): string[] {
  const start = lines.findIndex((line) => line.startsWith(heading));
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^ {0,2}\S/.test(line)) break;
    const entry = /^ {4}(\S+)/.exec(line);
    if (entry?.[1]) names.push(entry[1]);
  }
  return names.sort();
}

describe("README.md's map of the code", () => {
  it.each([
    ['  modules/', 'src/server/modules'],
    ['  engines/', 'src/server/engines'],
    ['  features/', 'src/client/features'],
  ])('has a line under "%s" for every folder of %s', (heading, directory) => {
    expect(entriesUnder(codeMap(), heading)).toEqual(foldersOf(directory));
  });
});
