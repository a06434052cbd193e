/**
 * GET /mobile/ answers with the build's one-language index.html (src/common/first-visit-page.ts), in the language
 * the reader's stored choice or browser asks for, as the build's brotli or gzip copy. Its Vary names what the pick
 * reads, so no cache hands one reader's language to another. Any other path under /mobile/, /mobile/index.html
 * included (which the service worker precaches), is the static client's. A build without the one-language pages
 * leaves /mobile/ to the static client's index.html. The page goes with a cookie naming the server's market source
 * (marketSourceCookie).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { appBasePath } from '../../common/api-paths';
import { marketSourceCookieName } from '../../common/first-screen-names';
import { firstVisitLocale, firstVisitPageFile } from '../../common/first-visit-page';
import { locales } from '../../common/locales';
import type { MarketSource } from '../../common/market-types';

/** As long as the language cookie's: the source changes only when an operator restarts the server on another. */
const marketSourceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * The cookie naming this server's market source, which the page's inline script copies onto <html> so that the
 * prerendered data-source line says it from the first paint (first-screen-script.ts). Only /mobile/ requests carry
 * it back; it is no secret, the API says the same in every market answer.
 */
export function marketSourceCookie(source: MarketSource, https: boolean): string {
  return (
    `${marketSourceCookieName}=${source}; Path=${appBasePath}; Max-Age=${marketSourceCookieMaxAgeSeconds}; ` +
    `SameSite=Lax${https ? '; Secure' : ''}`
  );
}

/** Registered after @fastify/static, whose reply.sendFile this uses. */
export function registerFirstVisitPage(
  app: FastifyInstance,
  distDir: string,
  marketSource: MarketSource,
): void {
  if (!locales.every((locale) => fs.existsSync(path.join(distDir, firstVisitPageFile(locale))))) return;
  app.get(appBasePath, (request, reply) => {
    const locale = firstVisitLocale(request.headers.cookie, request.headers['accept-language']);
    reply.header('vary', 'accept-language, cookie');
    reply.header('set-cookie', marketSourceCookie(marketSource, request.protocol === 'https'));
    return reply.sendFile(firstVisitPageFile(locale));
  });
}
