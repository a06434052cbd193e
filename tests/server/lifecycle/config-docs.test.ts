// Proves that the configuration tables of README.md and docs/operations.md each list every environment variable
// the server reads (src/server/config.ts), and nothing else.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariableNames } from '../../../src/server/config';

const projectRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/** The variables named in the first column of the table under the "Configuration" heading. */
async function documentedVariables(file: string): Promise<string[]> {
  const text = await fs.readFile(path.join(projectRoot, file), 'utf8');
  const section = text.split(/^## Configuration$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
  return [...section.matchAll(/^\| `([A-Z_]+)`/gm)].map((match) => match[1] ?? '');
}

describe('the configuration tables', () => {
  it.each(['README.md', 'docs/operations.md'])('in %s list every variable the server reads', async (file) => {
    expect((await documentedVariables(file)).sort()).toEqual([...configVariableNames].sort());
  });
});
