/**
 * `npm start`: brings the build up to date, then runs the built server in this same process.
 * - the message catalogs are compiled when a .po file is newer than its compiled .ts;
 * - the client is built when dist/ is missing or older than its sources;
 * - the server (scripts/build-server.ts: the bundle, its migrations and the database image) is built when
 *   dist-server/ is missing or older than the server's sources, the catalogs or the installed packages.
 * A fresh clone therefore builds on its first `npm start`; after that a start reads a few hundred file dates and
 * imports dist-server/main.js with plain Node. This file is JavaScript, not TypeScript, because it runs before
 * anything is compiled and without a TypeScript loader (tsx cost most of a second and a second Node process).
 *
 * `node scripts/start.mjs --build-only` brings the build up to date and exits (the end-to-end suite and the
 * benchmarks use it before starting servers).
 */
import { spawnSync } from 'node:child_process';
import process from 'node:process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const clientSources = ['src/client', 'src/common', 'locales', 'public', 'index.html', 'vite.config.ts'];
const serverSources = [
  'src/server',
  'src/common',
  'locales',
  'scripts/build-server.ts',
  'package.json',
  // npm rewrites it whenever an install changes node_modules; the bundle holds most packages' code.
  'node_modules/.package-lock.json',
];
const serverBundle = 'dist-server/main.js';
const databaseImageManifest = 'dist-server/pglite-image/manifest.json';

/** The newest modification time under a file or directory, 0 when it does not exist. */
function newestMtimeMs(target) {
  const full = path.join(root, target);
  let stat;
  try {
    stat = fs.statSync(full);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full))
    newest = Math.max(newest, newestMtimeMs(path.join(target, entry)));
  return newest;
}

function mtimeMs(target) {
  try {
    return fs.statSync(path.join(root, target)).mtimeMs;
  } catch {
    return 0;
  }
}

function run(script) {
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function catalogsStale() {
  const localesDir = path.join(root, 'locales');
  return fs.readdirSync(localesDir, { withFileTypes: true }).some(
    (locale) =>
      locale.isDirectory() &&
      fs
        .readdirSync(path.join(localesDir, locale.name))
        .filter((file) => file.endsWith('.po'))
        .some((po) => {
          const catalog = `locales/${locale.name}/${po}`;
          return mtimeMs(catalog.replace(/\.po$/, '.ts')) < mtimeMs(catalog);
        }),
  );
}

function builtBefore(output, sources) {
  const builtAtMs = mtimeMs(output);
  return builtAtMs === 0 || sources.some((source) => newestMtimeMs(source) > builtAtMs);
}

export function ensureBuild() {
  if (catalogsStale()) run('i18n:compile');
  if (builtBefore('dist/index.html', clientSources)) {
    process.stdout.write('Building the client (the build is missing or older than its sources)…\n');
    run('build:client');
  }
  if (mtimeMs(databaseImageManifest) === 0 || builtBefore(serverBundle, serverSources)) {
    process.stdout.write('Building the server (the build is missing or older than its sources)…\n');
    run('build:server');
  }
}

ensureBuild();
if (!process.argv.includes('--build-only')) await import(pathToFileURL(path.join(root, serverBundle)).href);
