// Proves that the ops tables of README.md and docs/operations.md each name every command the ops CLI accepts
// (src/server/ops/commands.ts), and no command it does not: a command is known by its leading words (`kyc list`,
// `house limits set`), so the tables may word the arguments their own way.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { opsCommands } from '../../../src/server/ops/commands';

const projectRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const opsPrefix = 'npm run ops -- ';

/** The words that name a command, before its first argument: `house limits set PRODUCT …` → `house limits set`. */
function commandWords(synopsis: string): string {
  const words: string[] = [];
  for (const word of synopsis.trim().split(/\s+/)) {
    if (!/^[a-z][a-z-]*$/.test(word)) break;
    words.push(word);
  }
  return words.join(' ');
}

/** A usage line is the synopsis, two or more spaces, then what the command does. */
const cliCommands = [
  ...new Set(opsCommands.map((command) => commandWords(command.usage.split(/\s{2,}/)[0]!))),
];

/** The code spans of the first cell of every table row in `text` (a `\|` inside a cell does not end it). */
function firstCellSpans(text: string): string[] {
  return [...text.matchAll(/^\|((?:[^|\\\n]|\\.)*)\|/gm)].flatMap((row) =>
    [...(row[1] ?? '').matchAll(/`([^`]+)`/g)].map((span) => span[1] ?? ''),
  );
}

function read(file: string): string {
  return fs.readFileSync(path.join(projectRoot, file), 'utf8');
}

function sorted(commands: Iterable<string>): string[] {
  return [...new Set(commands)].sort();
}

describe('the ops tables', () => {
  it('name the commands by words the CLI matches on', () => {
    expect(cliCommands).toContain('house limits set');
    expect(cliCommands).toContain('engines resume');
    expect(cliCommands).not.toContain('');
  });

  it('in README.md ("Operating it") list every command the CLI accepts, and nothing else', () => {
    const section =
      read('README.md')
        .split(/^### Operating it$/m)[1]
        ?.split(/^#{2,3} /m)[0] ?? '';
    expect(sorted(firstCellSpans(section).map(commandWords))).toEqual(sorted(cliCommands));
  });

  it('in docs/operations.md list every command the CLI accepts, and nothing else', () => {
    const spans = firstCellSpans(read('docs/operations.md')).filter((span) => span.startsWith(opsPrefix));
    expect(sorted(spans.map((span) => commandWords(span.slice(opsPrefix.length))))).toEqual(
      sorted(cliCommands),
    );
  });
});
