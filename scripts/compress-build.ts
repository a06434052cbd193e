/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the client build, at the
 * highest levels (they are made once per build, not per request). The server sends the variant the browser
 * accepts (@fastify/static `preCompressed`), so phones on slow networks download the compressed bytes with no
 * compression work per request. Runs after `vite build`, so the service worker and index.html are included.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats only: images and PDFs are compressed already, a second pass saves nothing. */
export const compressibleExtensions = [
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.webmanifest',
  '.json',
  '.txt',
];
/** Below this a compressed copy saves less than the headers it costs. */
export const compressedFileBytesMin = 1024;

function filesUnder(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

async function writeIfSmaller(target: string, original: Buffer, compressed: Buffer): Promise<boolean> {
  if (compressed.length >= original.length) return false;
  await fs.promises.writeFile(target, compressed);
  return true;
}

export async function compressBuild(distDir: string): Promise<number> {
  const candidates = filesUnder(distDir).filter((file) =>
    compressibleExtensions.includes(path.extname(file)),
  );
  let written = 0;
  await Promise.all(
    candidates.map(async (file) => {
      const original = await fs.promises.readFile(file);
      if (original.length < compressedFileBytesMin) return;
      const [br, gz] = await Promise.all([
        brotli(original, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (await writeIfSmaller(`${file}.br`, original, br)) written += 1;
      if (await writeIfSmaller(`${file}.gz`, original, gz)) written += 1;
    }),
  );
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(import.meta.dirname, '..', 'dist');
  const written = await compressBuild(distDir);
  process.stdout.write(`compressed copies written: ${written}\n`);
}
