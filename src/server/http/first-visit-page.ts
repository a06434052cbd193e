/**
 * GET /mobile/ answers with the build's one-language index.html (src/common/first-visit-page.ts), in the language
 * the reader's stored choice or browser asks for, as the build's brotli or gzip copy. Its Vary names what the pick
 * reads, so no cache hands one reader's language to another. Any other path under /mobile/, /mobile/index.html
 * included (which the service worker precaches), is the static client's. A build without the one-language pages
 * leaves /mobile/ to the static client's index.html.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { appBasePath } from '../../common/api-paths';
import { firstVisitLocale, firstVisitPageFile } from '../../common/first-visit-page';
import { locales } from '../../common/locales';

/** Registered after @fastify/static, whose reply.sendFile this uses. */
export function registerFirstVisitPage(app: FastifyInstance, distDir: string): void {
  if (!locales.every((locale) => fs.existsSync(path.join(distDir, firstVisitPageFile(locale))))) return;
  app.get(appBasePath, (request, reply) => {
    const locale = firstVisitLocale(request.headers.cookie, request.headers['accept-language']);
    reply.header('vary', 'accept-language, cookie');
    return reply.sendFile(firstVisitPageFile(locale));
  });
}
