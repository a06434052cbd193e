// Proves that a build is judged by its sources' contents (scripts/build-stamps.mjs): a file rewritten with the same
// text keeps the build current, a changed file makes it stale whatever its date, and a build without a stamp of its
// own is judged by dates.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildParts, buildState, type BuildState } from '../../scripts/build-stamps.mjs';

let root: string;
let state: BuildState;

function write(file: string, text: string, mtimeMs?: number): void {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  if (mtimeMs !== undefined) fs.utimesSync(full, mtimeMs / 1000, mtimeMs / 1000);
}

/** A file's date moved by `ms` from now, so that ordering does not hang on the file system's clock resolution. */
const ago = (ms: number) => Date.now() - ms;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'petrel-build-stamps-'));
  state = buildState(root);
  write('src/client/main.tsx', 'export const app = 1;\n', ago(60_000));
  write('locales/en-US/messages.po', 'msgid "Home"\nmsgstr "Home"\n', ago(60_000));
  write('locales/en-US/messages.ts', 'export const messages = {};\n', ago(50_000));
  write('dist/index.html', '<html></html>', ago(30_000));
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('a stamped build', () => {
  it('is current after its stamp, and stays current when a source is rewritten with the same text', () => {
    state.writeStamp('client');
    expect(state.staleReason('client')).toBeUndefined();
    write('src/client/main.tsx', 'export const app = 1;\n');
    write('locales/en-US/messages.ts', 'export const messages = {};\n');
    expect(state.staleReason('client')).toBeUndefined();
  });

  it('is stale when a source changes, even with an old date', () => {
    state.writeStamp('client');
    write('src/client/main.tsx', 'export const app = 2;\n', ago(120_000));
    expect(state.staleReason('client')).toBe('its sources changed');
  });

  it('is stale when a source is added or removed', () => {
    state.writeStamp('client');
    write('src/client/extra.ts', 'export {};\n', ago(120_000));
    expect(state.staleReason('client')).toBe('its sources changed');
    fs.rmSync(path.join(root, 'src/client/extra.ts'));
    expect(state.staleReason('client')).toBeUndefined();
    fs.rmSync(path.join(root, 'src/client/main.tsx'));
    expect(state.staleReason('client')).toBe('its sources changed');
  });

  it('is missing without its output', () => {
    state.writeStamp('client');
    fs.rmSync(path.join(root, 'dist'), { recursive: true });
    expect(state.staleReason('client')).toBe('the build is missing');
  });
});

describe('a build without its own stamp', () => {
  it('is judged by dates when it has no stamp', () => {
    expect(state.staleReason('client')).toBeUndefined();
    write('src/client/main.tsx', 'export const app = 2;\n');
    expect(state.staleReason('client')).toBe('its sources are newer');
  });

  it('is judged by dates when its output was made again by another command after the stamp', () => {
    state.writeStamp('client');
    write('src/client/main.tsx', 'export const app = 2;\n', ago(20_000));
    write('dist/index.html', '<html>rebuilt</html>', ago(10_000));
    expect(state.staleReason('client')).toBeUndefined();
  });
});

describe('the catalogs', () => {
  it('are compiled when a compiled catalog is missing', () => {
    fs.rmSync(path.join(root, 'locales/en-US/messages.ts'));
    expect(state.staleReason('catalogs')).toBe('a compiled catalog is missing');
  });

  it('are compiled when a catalog changes after the last compile, and not when it is only touched', () => {
    state.writeStamp('catalogs');
    expect(state.staleReason('catalogs')).toBeUndefined();
    write('locales/en-US/messages.po', 'msgid "Home"\nmsgstr "Home"\n');
    expect(state.staleReason('catalogs')).toBeUndefined();
    write('locales/en-US/messages.po', 'msgid "Home"\nmsgstr "Start"\n', ago(120_000));
    expect(state.staleReason('catalogs')).toBe('a catalog changed');
  });

  it('are judged by dates before the first stamp', () => {
    expect(state.staleReason('catalogs')).toBeUndefined();
    write('locales/en-US/messages.po', 'msgid "Home"\nmsgstr "Start"\n');
    expect(state.staleReason('catalogs')).toBe('a catalog is newer');
  });
});

it('builds the server from the shifted-clock entry the end-to-end suite runs', () => {
  expect(buildParts.server.sources).toContain('tests/e2e/support/shifted-clock-server.ts');
});
