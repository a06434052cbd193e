/**
 * Builds the minimal React page (./main.tsx) with Vite into a temporary directory, as a production build, and serves
 * it over node:http with gzip, as Petrel's server sends its own build, so Lighthouse's simulated network sees bytes
 * of the same kind on both pages.
 */
import fs from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { cacheFirstWorkerSource } from './cache-first-worker';
import { cachedQuery, dataCallQuery, pairRows, pairRowsPath, workerPath } from './pair-rows';

const pageDir = import.meta.dirname;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

export interface MinimalPage {
  url: string;
  /** The same page drawing only once one call has answered (pair-rows.ts). */
  dataCallUrl: string;
  /** The same page drawing its saved rows under a cache-first service worker (pair-rows.ts). */
  cachedUrl: string;
  /** Stops the server and removes the build. */
  stop(): Promise<void>;
}

function acceptsGzip(request: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
}

export async function serveMinimalPage(): Promise<MinimalPage> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrel-minimal-react-'));
  await build({
    configFile: false,
    root: pageDir,
    base: './',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  });
  // The floor page's one call (pair-rows.ts), answered like a file of the build.
  fs.writeFileSync(path.join(outDir, pairRowsPath), JSON.stringify(pairRows));
  fs.writeFileSync(path.join(outDir, workerPath), cacheFirstWorkerSource);
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const filePath = path.join(outDir, urlPath === '/' ? 'index.html' : decodeURIComponent(urlPath));
    if (!filePath.startsWith(outDir + path.sep) || !fs.existsSync(filePath)) {
      response.writeHead(404).end();
      return;
    }
    const body = fs.readFileSync(filePath);
    const headers = {
      'content-type': contentTypes[path.extname(filePath)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    };
    if (acceptsGzip(request)) {
      response
        .writeHead(200, { ...headers, 'content-encoding': 'gzip' })
        .end(zlib.gzipSync(body, { level: 9 }));
    } else {
      response.writeHead(200, headers).end(body);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    dataCallUrl: `http://127.0.0.1:${port}/?${dataCallQuery}`,
    cachedUrl: `http://127.0.0.1:${port}/?${cachedQuery}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
