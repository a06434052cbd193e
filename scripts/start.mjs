/**
 * `npm start`: brings the build up to date, then runs the built server in this same process.
 * - the message catalogs are compiled when one is missing or the catalogs changed since the last compile;
 * - the client is built when dist/ is missing or its sources changed since it was built;
 * - the server (scripts/build-server.ts: the bundle, its migrations and the database image) is built when
 *   dist-server/ is missing or the server's sources, the catalogs or the installed packages changed since.
 * "Changed" is judged by the files' contents against the stamp each build leaves (scripts/build-stamps.mjs), so a
 * file rewritten with the same text or restored with an old date is judged right. A fresh clone therefore builds
 * on its first `npm start`; after that a start hashes the sources (a few hundred files, tens of milliseconds) and
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
import { projectRoot as root, staleReason, writeStamp } from './build-stamps.mjs';

const serverBundle = 'dist-server/main.js';
const databaseImageManifest = 'dist-server/pglite-image/manifest.json';

function run(script) {
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function exists(target) {
  return fs.existsSync(path.join(root, target));
}

/** Builds what is not current; each build (build:client, build:server) stamps what it was built from. */
export function ensureBuild() {
  const catalogs = staleReason('catalogs');
  if (catalogs) {
    process.stdout.write(`Compiling the catalogs (${catalogs})…\n`);
    run('i18n:compile');
    writeStamp('catalogs');
  }
  const client = staleReason('client');
  if (client) {
    process.stdout.write(`Building the client (${client})…\n`);
    run('build:client');
  }
  const server = exists(databaseImageManifest) ? staleReason('server') : 'the database image is missing';
  if (server) {
    process.stdout.write(`Building the server (${server})…\n`);
    run('build:server');
  }
  if (!catalogs && !client && !server) process.stdout.write('The build is current: nothing to build.\n');
}

ensureBuild();
if (!process.argv.includes('--build-only')) await import(pathToFileURL(path.join(root, serverBundle)).href);
