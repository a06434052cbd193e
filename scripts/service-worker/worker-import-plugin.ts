/**
 * Builds src/client/service-worker/language-page-entry.ts into a classic script beside the app (`fileName`), for the
 * service worker Workbox writes to load with importScripts (vite.config.ts). A worker's imported script cannot be
 * an ES module, and it must not share chunks with the page's code, so esbuild bundles it alone, minified. It is
 * written after the one-language pages (scripts/prerender/), whose hash it carries: a build with other pages is
 * another script, so browsers install a new worker for it.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { firstVisitPageFile } from '../../src/common/first-visit-page';
import { locales } from '../../src/common/locales';

const entry = fileURLToPath(
  new URL('../../src/client/service-worker/language-page-entry.ts', import.meta.url),
);

export function serviceWorkerImport(fileName: string): Plugin {
  return {
    name: 'petrel-service-worker-import',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const pages = createHash('sha256');
        for (const locale of locales) {
          const page = bundle[firstVisitPageFile(locale)];
          if (page?.type !== 'asset') this.error(`${firstVisitPageFile(locale)} is missing from the build`);
          pages.update(page.source);
        }
        const result = await build({
          entryPoints: [entry],
          bundle: true,
          format: 'iife',
          target: 'es2022',
          minify: true,
          write: false,
          legalComments: 'none',
          define: { languagePagesVersion: JSON.stringify(pages.digest('hex').slice(0, 16)) },
        });
        this.emitFile({ type: 'asset', fileName, source: result.outputFiles[0]!.text });
      },
    },
  };
}
