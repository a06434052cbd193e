/**
 * `npm start`: builds the client when the build is missing or older than its sources, compiles the message
 * catalogs the server reads, then starts the server (which migrates and seeds on first start).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { locales } from '../src/common/locales';

const root = path.resolve(import.meta.dirname, '..');
const clientSources = ['src/client', 'src/common', 'locales', 'public', 'index.html', 'vite.config.ts'];

function newestMtimeMs(target: string): number {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full))
    newest = Math.max(newest, newestMtimeMs(path.join(target, entry)));
  return newest;
}

function mtimeMs(target: string): number {
  const full = path.join(root, target);
  return fs.existsSync(full) ? fs.statSync(full).mtimeMs : 0;
}

function run(script: string): void {
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const catalogNames = ['messages', 'documents', 'server'];
const catalogsStale = locales.some((locale) =>
  catalogNames.some(
    (name) => mtimeMs(`locales/${locale}/${name}.ts`) < mtimeMs(`locales/${locale}/${name}.po`),
  ),
);
if (catalogsStale) run('i18n:compile');

const builtAtMs = mtimeMs('dist/index.html');
if (builtAtMs === 0 || clientSources.some((source) => newestMtimeMs(source) > builtAtMs)) {
  process.stdout.write('Building the client (the build is missing or older than its sources)…\n');
  run('build');
}

await import('../src/server/main');
