/**
 * The page a load from the network gets (src/common/first-visit-page.ts): each language's index.html as the build's
 * brotli copy, against the first round trip of a slow connection (ten TCP segments, 14,600 bytes, about 1.2 KB of
 * them the response's headers), which Lighthouse's network model counts. And, beside them, the page of every
 * language the service worker keeps, which is read from the device, not the network.
 */
import fs from 'node:fs';
import path from 'node:path';
import { firstVisitPageFile } from '../../src/common/first-visit-page';
import { locales } from '../../src/common/locales';
import { projectRoot } from '../../tests/e2e/support/server-process';

export const firstRoundTripBytes = 14_600;
/** The headers of GET /mobile/ as the server sends them (security headers, CSP, Vary), measured on 2026-11-29. */
export const pageHeaderBytes = 1_230;

const brotliBytes = (distDir: string, file: string) => fs.statSync(path.join(distDir, `${file}.br`)).size;

export function printFirstVisitPages(distDir = path.join(projectRoot, 'dist')): void {
  const pages = locales.map((locale) => `${locale} ${brotliBytes(distDir, firstVisitPageFile(locale))}`);
  console.log(
    `index.html per language, brotli bytes: ${pages.join(', ')}; with ${pageHeaderBytes} bytes of headers, ` +
      `each must stay within the first round trip (${firstRoundTripBytes} bytes). The page of every language ` +
      `(the service worker's copy): ${brotliBytes(distDir, 'index.html')}.`,
  );
}
