// Proves that the production build ships no source maps: dist/ holds no .map file, no script points to one,
// and the running server answers 404 for the map of every script, the service worker's included.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedServer } from './support/accounts';
import { projectRoot } from './support/server-process';

const distDir = path.join(projectRoot, 'dist');

async function builtFiles(): Promise<string[]> {
  const entries = await fs.readdir(distDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)));
}

describe('the production build', () => {
  it('holds no source map, and no script names one', async () => {
    const files = await builtFiles();
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts).toContain('sw.js');
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const script of scripts) {
      expect(await fs.readFile(path.join(distDir, script), 'utf8'), script).not.toContain('sourceMappingURL');
    }
  });

  it('has the server answer 404 for the map of every script', async () => {
    const scripts = (await builtFiles()).filter((file) => file.endsWith('.js'));
    for (const script of scripts) {
      const response = await fetch(`${sharedServer().baseUrl}/mobile/${script}.map`);
      expect(response.status, script).toBe(404);
    }
  });
});
