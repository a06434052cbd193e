/**
 * Whether a build is current, by the contents of its sources rather than their dates. Each build (`npm run
 * build:client`, `npm run build:server`) ends by writing a stamp: a hash of the files it was built from and the
 * modification time of the output it made. scripts/start.mjs rebuilds a part only when the hash of its sources now
 * differs from its stamp. Dates alone misled both ways: a rewrite that changed nothing (the catalog compiler used to
 * rewrite every catalog) made a current build look stale, and a file copied in with an old date made a stale build
 * look current. A part whose output has no stamp of its own (built before stamps, or by another command) is judged
 * by dates as before.
 *
 * Plain JavaScript, like start.mjs, so it runs before anything is compiled. `node scripts/build-stamps.mjs client`
 * (or `server`) writes that part's stamp.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

/** Beside the builds, not inside: dist/ is served as it is, and each build replaces its own folder whole. */
const stampDir = '.build-stamps';
/** npm rewrites it whenever an install changes node_modules; both builds bundle packages' code. */
const installedPackages = ['package.json', 'node_modules/.package-lock.json'];

/** What each part is built from, and the file whose presence and date stand for its output. */
export const buildParts = {
  // The compiled catalogs (locales/*/*.ts) are among its sources but change only with the others: the compiler
  // writes a catalog only when its text changes (scripts/compile-catalogs.ts).
  catalogs: {
    sources: ['locales', 'lingui.config.ts', 'scripts/compile-catalogs.ts'],
    output: undefined,
  },
  client: {
    sources: [
      'src/client',
      // The operators' console, built by the same `npm run build:client` into dist/admin/.
      'src/admin',
      'src/common',
      'locales',
      'public',
      'index.html',
      'vite.config.ts',
      ...installedPackages,
    ],
    output: 'dist/index.html',
  },
  server: {
    sources: [
      'src/server',
      'src/common',
      'locales',
      'scripts/build-server.ts',
      'tests/e2e/support/shifted-clock-server.ts',
      ...installedPackages,
    ],
    output: 'dist-server/main.js',
  },
};

/**
 * The build state of the project at `root`: the hash of a part's sources, its stamp, and whether it is current.
 * A function of the root so that a test can judge a project of its own making.
 */
export function buildState(root) {
  /** Every file under `target` (a file or a folder), relative to the root, in a stable order; none when missing. */
  function filesUnder(target) {
    let stat;
    try {
      stat = fs.statSync(path.join(root, target));
    } catch {
      return [];
    }
    if (!stat.isDirectory()) return [target];
    return fs
      .readdirSync(path.join(root, target))
      .sort()
      .flatMap((entry) => filesUnder(path.posix.join(target, entry)));
  }

  /** A hash of the sources' names and bytes: it changes when a file is added, removed, renamed or edited. */
  function sourcesDigest(sources) {
    const digest = createHash('sha256');
    for (const file of sources.flatMap(filesUnder)) {
      digest.update(`${file}\0`);
      digest.update(fs.readFileSync(path.join(root, file)));
      digest.update('\0');
    }
    return digest.digest('hex');
  }

  function mtimeMs(target) {
    try {
      return fs.statSync(path.join(root, target)).mtimeMs;
    } catch {
      return 0;
    }
  }

  /** The newest modification time of the files under `target`, 0 when it does not exist. */
  function newestMtimeMs(target) {
    return Math.max(0, ...filesUnder(target).map(mtimeMs));
  }

  function stampFile(part) {
    return path.join(root, stampDir, `${part}.json`);
  }

  /** Records that `part`'s output was made from its sources as they are now (or as `digest` says they were). */
  function writeStamp(part, digest = sourcesDigest(buildParts[part].sources)) {
    const { output } = buildParts[part];
    const stamp = { sources: digest, outputMtimeMs: output ? mtimeMs(output) : 0 };
    fs.mkdirSync(path.join(root, stampDir), { recursive: true });
    fs.writeFileSync(stampFile(part), `${JSON.stringify(stamp)}\n`);
  }

  /** The stamp of `part`'s output as it is now, or undefined when that output was not stamped. */
  function readStamp(part) {
    try {
      const stamp = JSON.parse(fs.readFileSync(stampFile(part), 'utf8'));
      const { output } = buildParts[part];
      return stamp.outputMtimeMs === (output ? mtimeMs(output) : 0) ? stamp : undefined;
    } catch {
      return undefined;
    }
  }

  /** Why the catalogs must be compiled, or undefined when every compiled catalog is current. */
  function catalogsStaleReason() {
    const catalogs = filesUnder('locales').filter((file) => file.endsWith('.po'));
    const compiled = (catalog) => catalog.replace(/\.po$/, '.ts');
    if (catalogs.some((catalog) => mtimeMs(compiled(catalog)) === 0)) return 'a compiled catalog is missing';
    const stamp = readStamp('catalogs');
    if (stamp)
      return stamp.sources === sourcesDigest(buildParts.catalogs.sources) ? undefined : 'a catalog changed';
    return catalogs.some((catalog) => mtimeMs(compiled(catalog)) < mtimeMs(catalog))
      ? 'a catalog is newer'
      : undefined;
  }

  /** Why `part` must be built, or undefined when its output is current. */
  function staleReason(part) {
    if (part === 'catalogs') return catalogsStaleReason();
    const { sources, output } = buildParts[part];
    const builtAtMs = mtimeMs(output);
    if (builtAtMs === 0) return 'the build is missing';
    const stamp = readStamp(part);
    if (stamp) return stamp.sources === sourcesDigest(sources) ? undefined : 'its sources changed';
    return sources.some((source) => newestMtimeMs(source) > builtAtMs) ? 'its sources are newer' : undefined;
  }

  return { sourcesDigest, staleReason, writeStamp };
}

export const projectRoot = path.resolve(import.meta.dirname, '..');
export const { sourcesDigest, staleReason, writeStamp } = buildState(projectRoot);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const part = process.argv[2];
  if (!(part in buildParts))
    throw new Error(`usage: node scripts/build-stamps.mjs ${Object.keys(buildParts).join('|')}`);
  writeStamp(part);
}
