/**
 * The server half of `npm run build` (`npm run build:server`), run after the catalogs are compiled:
 * - bundles src/server/main.ts with what it imports (src/common, the compiled catalogs, the npm packages written in
 *   JavaScript) into dist-server/main.js and the chunks it imports (the server itself is one, loaded while the
 *   database's WebAssembly compiles), which plain `node` runs: no TypeScript loader at start, and a few files
 *   instead of about a thousand modules to resolve and read;
 * - bundles the end-to-end suite's shifted-clock server (tests/e2e/support/shifted-clock-server.ts) beside it, so
 *   the suite runs no TypeScript loader either;
 * - writes the build's id beside it (a hash of its code: src/server/boot-fingerprint.ts);
 * - copies the migrations beside it (db/migrate.ts finds them next to the running code);
 * - makes the database image (src/server/db/database-image.ts): a PGlite directory initialised and migrated here,
 *   which a first start copies instead of running initdb.
 * Everything is written to a staging folder and renamed into place at the end, so a failed build leaves the
 * previous server build whole.
 */
import { createHash } from 'node:crypto';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  databaseImageDataName,
  databaseImageDirName,
  databaseImageKey,
  databaseImageManifestName,
  serverBuildDirName,
  type DatabaseImageManifest,
} from '../src/server/db/database-image';
import { buildIdFileName } from '../src/server/boot-fingerprint';
import { openDatabase } from '../src/server/db/client';
import { migrationsFolder, runMigrations } from '../src/server/db/migrate';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, serverBuildDirName);
const stagingDir = `${outDir}.partial`;
export const serverBundleName = 'main.js';
export const shiftedClockServerBundleName = 'shifted-clock-server.js';

/**
 * Packages that stay in node_modules: PGlite loads its wasm and data files from beside its own module,
 * @node-rs/argon2 is a native addon, and pg-native is pg's optional native driver (not installed).
 */
const externalPackages = ['@electric-sql/pglite', '@node-rs/argon2', 'pg-native'];

/**
 * The bundle is an ES module, but many bundled packages are CommonJS and call `require` for Node's built-in
 * modules; this gives them one.
 */
const requireShim =
  "import { createRequire as petrelCreateRequire } from 'node:module';\n" +
  'const require = petrelCreateRequire(import.meta.url);';

/**
 * Fastify's schema compilers (Ajv with its formats, fast-json-stringify: about a fifth of the bundle) load only
 * when no compilersFactory is given, and the server always gives one (src/server/http/route-schemas.ts: no route
 * declares a schema). They are left out of the bundle, so a restart does not parse them; should anything load one
 * after all, it fails with this message instead of running unchecked.
 */
const leftOutSchemaCompilers: Plugin = {
  name: 'petrel-left-out-schema-compilers',
  setup(bundler) {
    bundler.onResolve({ filter: /^@fastify\/(ajv-compiler|fast-json-stringify-compiler)$/ }, (args) => ({
      path: args.path,
      namespace: 'petrel-left-out',
    }));
    bundler.onLoad({ filter: /.*/, namespace: 'petrel-left-out' }, (args) => ({
      loader: 'js',
      contents: `module.exports = function () { throw new Error(${JSON.stringify(
        `${args.path} is not in Petrel's bundle: routes declare no Fastify schema (src/server/http/route-schemas.ts).`,
      )}); };`,
    }));
  },
};

/** What both bundles share: Node's ES modules, the packages left out, the `require` shim and linked maps. */
const nodeBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external: externalPackages,
  banner: { js: requireShim },
  plugins: [leftOutSchemaCompilers],
  sourcemap: 'linked',
  logLevel: 'warning',
} satisfies BuildOptions;

async function bundleServer(): Promise<void> {
  await build({
    ...nodeBundleOptions,
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outdir: stagingDir,
    entryNames: path.basename(serverBundleName, '.js'),
    // main.js starts the database's compile, then imports the rest (main.ts): that is a chunk of its own. Chunks
    // sit beside main.js, as the code finds files next to itself (db/migrate.ts: the migrations).
    splitting: true,
    chunkNames: '[name]-[hash]',
  });
}

/**
 * The end-to-end suite's server on a clock it can move forward (tests/e2e/support/shifted-clock-server.ts), bundled
 * as main.js is and beside it (it reads the same migrations and image), so that the suite starts it with plain Node
 * rather than compiling TypeScript at every start. One file: its own bundle call leaves main.js's chunks as they
 * are. Only the suite runs it: it needs E2E_CLOCK_OFFSET_FILE.
 */
async function bundleShiftedClockServer(): Promise<void> {
  await build({
    ...nodeBundleOptions,
    entryPoints: [path.join(root, 'tests/e2e/support/shifted-clock-server.ts')],
    outfile: path.join(stagingDir, shiftedClockServerBundleName),
  });
}

/**
 * The build's id: a hash of the bundle's code, which holds the seed data and the seeding. A start that finds its
 * database seeded by the same build skips the seeding (src/server/boot-fingerprint.ts).
 */
async function writeBuildId(): Promise<void> {
  const digest = createHash('sha256');
  // The suite's shifted-clock server is not the server's code: a change to it alone keeps the id.
  const files = (await fs.readdir(stagingDir))
    .filter((file) => file.endsWith('.js') && file !== shiftedClockServerBundleName)
    .sort();
  for (const file of files) {
    digest.update(`${file}\n`);
    digest.update(await fs.readFile(path.join(stagingDir, file)));
  }
  await fs.writeFile(path.join(stagingDir, buildIdFileName), `${digest.digest('hex')}\n`);
}

async function makeDatabaseImage(): Promise<void> {
  const imageDir = path.join(stagingDir, databaseImageDirName);
  const dataDir = path.join(imageDir, databaseImageDataName);
  await fs.mkdir(imageDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  const manifest: DatabaseImageManifest = { key: await databaseImageKey(migrationsFolder) };
  await fs.writeFile(path.join(imageDir, databaseImageManifestName), `${JSON.stringify(manifest)}\n`);
}

async function main(): Promise<void> {
  const startedMs = performance.now();
  await fs.rm(stagingDir, { recursive: true, force: true });
  await bundleServer();
  await bundleShiftedClockServer();
  await writeBuildId();
  await fs.cp(migrationsFolder, path.join(stagingDir, 'migrations'), { recursive: true });
  await makeDatabaseImage();
  await fs.rm(outDir, { recursive: true, force: true });
  await fs.rename(stagingDir, outDir);
  const seconds = ((performance.now() - startedMs) / 1000).toFixed(1);
  console.log(
    `Server built in ${seconds} s: ${path.relative(root, outDir)}/ (bundle, migrations, database image)`,
  );
}

await main();
