/**
 * Serves the operators' console (src/admin/, built into dist/admin/) at /admin/. Its page and files load without
 * a token: the token is for the operator API, whose routes share the /admin prefix but never these paths (the page
 * is /admin/ itself, its files are under /admin/assets/, and the console routes in the URL's hash). The page gets
 * a CSP of its own, stricter than the app's: no inline script at all (the app allows its first-screen script by
 * hash) and no inline style markup, images only from itself and the blob URLs it makes of fetched images. Hashed
 * files are kept for a year; the page is revalidated every time, so a new build reaches operators at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { adminDistFolder, cacheControlFor } from './static-client';

export const adminConsolePath = '/admin/';
export const adminAssetsPath = '/admin/assets/';

export const adminConsoleCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export async function registerStaticAdmin(app: FastifyInstance, clientDistDir: string): Promise<void> {
  const distDir = path.join(clientDistDir, adminDistFolder);
  const indexFile = path.join(distDir, 'index.html');
  app.get(adminConsolePath.slice(0, -1), (_request, reply) => reply.redirect(adminConsolePath, 301));
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'console build missing: run `npm run build`; /admin/ will answer 404');
    return;
  }
  // Read once: the page is small, and a new build comes with a restart.
  const indexHtml = fs.readFileSync(indexFile);
  app.get(adminConsolePath, (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', cacheControlFor(indexFile))
      .header('content-security-policy', adminConsoleCsp)
      .send(indexHtml),
  );
  await app.register(fastifyStatic, {
    root: path.join(distDir, 'assets'),
    prefix: adminAssetsPath,
    // The app's registration (static-client.ts) already decorates the reply with sendFile.
    decorateReply: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });
}
