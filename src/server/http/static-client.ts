/**
 * Serves the built PWA under /mobile/. Vite's hashed assets never change, so browsers may keep them for a year;
 * index.html, the service worker and the manifest must be revalidated every time, or an update would never reach
 * installed apps. Text files go out compressed with the copies the build made. /mobile/ itself is the page in the
 * reader's language (first-visit-page.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { appBasePath } from '../../common/api-paths';
import type { MarketSource } from '../../common/market-types';
import { registerFirstVisitPage } from './first-visit-page';

/** The folder of the client build the operators' console is built into (vite.config.ts, adminConfig). */
export const adminDistFolder = 'admin';

const immutableCacheControl = 'public, max-age=31536000, immutable';
const revalidateCacheControl = 'no-cache';
const hashedAssetPattern = /\/assets\/.+-[\w-]{8,}\.\w+$/;
/** The build's compressed copies (scripts/compress-build.ts) are the same asset: the rule reads the original name. */
const compressedSuffixPattern = /\.(br|gz)$/;

export function cacheControlFor(filePath: string): string {
  const assetPath = filePath.split(path.sep).join('/').replace(compressedSuffixPattern, '');
  return hashedAssetPattern.test(assetPath) ? immutableCacheControl : revalidateCacheControl;
}

export async function registerStaticClient(
  app: FastifyInstance,
  distDir: string,
  marketSource: MarketSource,
): Promise<void> {
  app.get('/', (_request, reply) => reply.redirect(appBasePath, 302));
  app.get(appBasePath.slice(0, -1), (_request, reply) => reply.redirect(appBasePath, 301));
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'client build missing: run `npm run build`; /mobile/ will answer 404');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: appBasePath,
    index: ['index.html'],
    // The operators' console is built into dist/admin/ and served at /admin/ only (static-admin.ts), never as a
    // part of the app under /mobile/.
    allowedPath: (pathName: string) => !pathName.startsWith(`/${adminDistFolder}/`),
    cacheControl: false,
    // index.html, the scripts, styles and the service worker go out as the build's brotli or gzip copy, chosen by
    // Accept-Encoding (with Vary), so no request pays for compression.
    preCompressed: true,
    // @fastify/static 10 passes the Fastify reply here, not the raw response.
    setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });
  registerFirstVisitPage(app, distDir, marketSource);
}
