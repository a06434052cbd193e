import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderFirstScreens } from './scripts/prerender/prerender-plugin';
import { oneStartScript } from './scripts/start-script/one-start-script-plugin';
import { serviceWorkerImport } from './scripts/service-worker/worker-import-plugin';
import { uplotLazyIntl } from './scripts/uplot/lazy-intl-plugin';
import { firstVisitFolder } from './src/common/first-visit-page';

/** The API server the dev client talks to (`npm run dev:server`). */
const devApiTarget = process.env.PETREL_API ?? 'http://127.0.0.1:8080';
const apiPrefixes = ['/huobi', '/paramter', '/user', '/bb', '/admin', '/healthz'];
/**
 * Source maps are not built: everything in dist/ is served publicly under /mobile/, and maps would hand out the
 * original source. The dev server (`npm run dev:client`) serves its own maps regardless, so debugging keeps them.
 */
const buildSourceMaps = false;
/** White papers kept for offline reading: one per listing, with room for a few more listings. */
const whitePaperCacheEntriesMax = 20;
const whitePaperCacheAgeMaxSeconds = 30 * 24 * 60 * 60;
/** The pdf.js engine chunk and its worker, plus the previous build's pair while an update rolls out. */
const pdfJsCacheEntriesMax = 4;

/**
 * Moves the app's stylesheet from <head> to the end of <body>. index.html paints its shell with its own inline
 * styles first; a stylesheet in the head would hold that paint until it had downloaded. At the end of the body it
 * still loads at once, and the module scripts still run only after it (a parser-inserted stylesheet blocks later
 * script execution), so the app never renders unstyled.
 * A screen's own stylesheet, which the chunk loader adds to <head>, now comes before these in the document; the
 * cascade layers (cascadeLayers below) keep it after them in the cascade all the same.
 */
function stylesheetAfterShell(): Plugin {
  const stylesheetLink = /\s*<link rel="stylesheet"[^>]*>/g;
  return {
    name: 'petrel-stylesheet-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(stylesheetLink) ?? [];
        if (links.length === 0) return html;
        const withoutLinks = html.replace(stylesheetLink, '');
        return withoutLinks.replace('</body>', `${links.map((link) => link.trim()).join('\n')}\n</body>`);
      },
    },
  };
}

/**
 * The order in which stylesheets win ties, whatever order they reach the document in: index.html's inline <style>
 * declares `@layer shell, vendor, base, components, screens` before anything else, and every stylesheet is wrapped
 * in its layer here (the inline shell styles in `shell`). Without layers the order would be the document's, and
 * that is not the intended one: the app's stylesheet sits at the end of <body> (stylesheetAfterShell) while each
 * screen's is appended to <head> when its chunk loads, so a screen rule overriding a shared one with the same
 * specificity lost the tie. A test in tests/e2e/trading.e2e.ts checks that no stylesheet is left unlayered.
 */
const cascadeLayerOrder = ['shell', 'vendor', 'base', 'components', 'screens'] as const;
type CascadeLayer = (typeof cascadeLayerOrder)[number];

function cascadeLayerOf(id: string): CascadeLayer {
  const path = id.replaceAll('\\', '/');
  if (path.includes('/node_modules/')) return 'vendor';
  if (path.includes('/src/client/app/')) return 'base';
  if (path.includes('/src/client/features/')) return 'screens';
  return 'components';
}

function cascadeLayers(): Plugin {
  return {
    name: 'petrel-cascade-layers',
    enforce: 'pre',
    transform(code, id) {
      const [file = '', query = ''] = id.split('?');
      if (!file.endsWith('.css') || (query !== '' && query !== 'direct')) return null;
      if (/@import|@charset/.test(code)) {
        throw new Error(`cascadeLayers: ${file} uses @import or @charset, which cannot sit inside @layer`);
      }
      return { code: `@layer ${cascadeLayerOf(file)} {\n${code}\n}\n`, map: null };
    },
    transformIndexHtml(html) {
      const inlineStyle = /<style>([\s\S]*?)<\/style>/;
      if (!inlineStyle.test(html)) throw new Error('cascadeLayers: index.html has no inline <style>');
      return html.replace(
        inlineStyle,
        (_style, css: string) =>
          `<style>@layer ${cascadeLayerOrder.join(', ')};@layer shell {${css}}</style>`,
      );
    },
  };
}

/**
 * Keeps the app's start-up code in one chunk now that it is a dynamic import: the modules start-app.tsx reaches
 * through static imports, less those the entry itself needs, are grouped into its chunk (rolldown would otherwise
 * split out every module a lazy screen shares with it, some twenty small files to request at start).
 */
const deferredAppModules = new Set<string>();
/**
 * The entry (main.tsx) and the modules it imports (start-early.ts, what it imports), evaluated before the paint
 * (main.tsx calls startEarly after it): one chunk, the only script index.html asks for (oneStartScript), which the
 * app's chunk imports from.
 */
const entryModules = new Set<string>();
const isEntryChunk = (file: string) => /(^|\/)start-early-[\w-]+\.js$/.test(file);
const isDeferredAppChunk = (file: string) => /(^|\/)start-app-[\w-]+\.js$/.test(file);

/**
 * The small app modules the Trade, Position and Assets tabs' chunks share with other lazy screens (a decimal helper,
 * a form field, an offline note, …): one chunk, which those tabs load beside their own. Left to rolldown, each
 * became a chunk of its own, some twenty files for the Trade tab's first visit, each a request and a task. Modules
 * that Market, the k-line, Me or the sign-in screens reach are left out, so those screens load nothing more than
 * before: a screen sharing one of the chunk's modules loads all of it, on a first visit before the service worker
 * has precached it, and the sign-in screens are a newcomer's first visit (with them in, 22.6 of the login screen's
 * 26 KiB gzip of scripts were this chunk's).
 */
const tabKitModules = new Set<string>();
const heavyTabModules = [
  '/src/client/app/trading-screens.tsx',
  '/src/client/features/assets/assets-screens.ts',
];
const keptOutOfTabKit = [
  '/src/client/features/market/market-screen.tsx',
  '/src/client/features/kline/kline-screen.tsx',
  '/src/client/features/me/me-screen.tsx',
  '/src/client/features/auth/login-screen.tsx',
  '/src/client/features/auth/register-screen.tsx',
  '/src/client/features/auth/forgot-password-screen.tsx',
];

function collectDeferredAppModules(): Plugin {
  return {
    name: 'petrel-collect-deferred-app-modules',
    apply: 'build',
    buildEnd() {
      const reach = (from: string) => {
        const seen = new Set<string>();
        const stack = [from];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => id.endsWith('/src/client/main.tsx'));
      const app = ids.find((id) => id.endsWith('/src/client/start-app.tsx'));
      if (!entry || !app) return;
      entryModules.clear();
      for (const id of reach(entry)) entryModules.add(id);
      deferredAppModules.clear();
      for (const id of reach(app)) if (!entryModules.has(id)) deferredAppModules.add(id);
      const reachOf = (endings: readonly string[]) =>
        new Set(
          endings.flatMap((ending) => {
            const id = ids.find((candidate) => candidate.endsWith(ending));
            if (!id) throw new Error(`collectDeferredAppModules: no module ends with ${ending}`);
            return [...reach(id)];
          }),
        );
      // A module's chunk group takes the modules it imports too (rolldown's includeDependenciesRecursively), so a
      // module is left out when anything it reaches, outside the start-up chunks, is one of those screens'.
      const startUp = (id: string) => entryModules.has(id) || deferredAppModules.has(id);
      const keptOut = new Set([...reachOf(keptOutOfTabKit)].filter((id) => !startUp(id)));
      tabKitModules.clear();
      for (const id of reachOf(heavyTabModules)) {
        const kit =
          id.includes('/src/') &&
          !heavyTabModules.some((ending) => id.endsWith(ending)) &&
          !startUp(id) &&
          ![...reach(id)].some((imported) => keptOut.has(imported));
        if (kit) tabKitModules.add(id);
      }
    },
  };
}

/**
 * Makes `vite build` the production build whoever starts it. Vite keeps a NODE_ENV it inherits, and the end-to-end
 * suite's build inherited vitest's `test`: React's development build went into the start-up chunk (147 KiB gzip
 * instead of 87 KiB), so the suite tested another app than `npm run build` makes. Set here (a config hook runs
 * before Vite reads NODE_ENV for the build's mode), every build is the same.
 */
function productionBuild(): Plugin {
  return {
    name: 'petrel-production-build',
    config(_config, { command }) {
      if (command === 'build') process.env.NODE_ENV = 'production';
    },
  };
}

/** The service worker's own script (scripts/service-worker/), beside sw.js. */
const languagePageScript = 'sw-language-page.js';

/** React with the Lingui macro: the app's build, and the build-time render of its first screens, compile with it. */
const reactWithLingui = () => react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } });

/** The lazy chunks that draw a tab's first screen (app/routes.tsx): the Trade and Position tabs', Market's, Assets'. */
const tabChunkNames = ['trading-screens', 'market-screen', 'assets-screens'];
const isTabChunk = (file: string) =>
  tabChunkNames.some((name) => new RegExp(`(^|/)${name}-[\\w-]+\\.js$`).test(file));

const appConfig: UserConfig = {
  base: '/mobile/',
  plugins: [
    productionBuild(),
    uplotLazyIntl(),
    cascadeLayers(),
    stylesheetAfterShell(),
    collectDeferredAppModules(),
    oneStartScript(),
    // After the stylesheet plugins above, whose links it reads the first screens' CSS from.
    // The app's chunk (loaded after the first paint: main.tsx), the Trade and Position tabs' chunk, the Assets
    // tab's, Me's, the k-line's and Market's bring the stylesheets the prerendered screens need before any has loaded.
    prerenderFirstScreens({
      plugins: () => [reactWithLingui()],
      screenChunks: [
        'start-app',
        'trading-screens',
        'assets-screens',
        'me-screen',
        'kline-screen',
        'market-screen',
      ],
    }),
    reactWithLingui(),
    serviceWorkerImport(languagePageScript),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'robots.txt', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/mobile/',
        name: 'Petrel',
        short_name: 'Petrel',
        description: 'Markets, trading and assets in your pocket.',
        lang: 'en-US',
        start_url: '/mobile/',
        scope: '/mobile/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#0f1420',
        theme_color: '#0f1420',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell, every locale chunk and the lazily loaded screens are precached, so the app opens offline.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // pdf.js (the white paper viewer's engine, ~120 KiB gzip, and its ~370 KiB worker) is for the few who open
        // a white paper: it is left out of the precache every install downloads and kept at first use instead.
        // The operators' console (dist/admin/) is no part of the app: never precached, never served offline.
        // The one-language pages are not in the precache: the script below keeps them in a cache of its own and
        // answers a load of the app with the page in the reader's language (src/client/service-worker/); Workbox's
        // copy of index.html, which has every language, answers where it cannot. The script itself is kept by the
        // browser with the worker, as every imported script is, so it is not precached either.
        globIgnores: [
          '**/pdf-engine-*.js',
          '**/pdf.worker*',
          'admin/**',
          `${firstVisitFolder}/**`,
          languagePageScript,
        ],
        importScripts: [languagePageScript],
        navigateFallback: '/mobile/index.html',
        navigateFallbackAllowlist: [/^\/mobile\//],
        navigateFallbackDenylist: [/^\/admin\//, /^\/mobile\/admin\//],
        // API answers never go to Cache Storage: public market data is cached in IndexedDB by the app itself,
        // and private answers must not outlive a logout.
        // The exceptions are static files: the white papers and the pdf.js files, kept once opened so a white
        // paper read once opens again offline. CacheFirst is right for both: the pdf.js files are hashed (a new
        // build has new names), and a white paper changes rarely; maxAgeSeconds lets an edited one through.
        runtimeCaching: [
          {
            urlPattern: ({ url }) =>
              url.pathname.startsWith('/mobile/whitepapers/') && url.pathname.endsWith('.pdf'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'petrel-whitepapers',
              expiration: {
                maxEntries: whitePaperCacheEntriesMax,
                maxAgeSeconds: whitePaperCacheAgeMaxSeconds,
              },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url }) => /^\/mobile\/assets\/(pdf-engine-|pdf\.worker)/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'petrel-pdfjs',
              expiration: { maxEntries: pdfJsCacheEntriesMax },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        cleanupOutdatedCaches: true,
        // The service worker is built by Workbox, which would otherwise follow build.sourcemap on its own terms.
        sourcemap: buildSourceMaps,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: buildSourceMaps,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'start-early', test: (id) => entryModules.has(id), priority: 2 },
            { name: 'start-app', test: (id) => deferredAppModules.has(id), priority: 1 },
            { name: 'tab-kit', test: (id) => tabKitModules.has(id), minShareCount: 2 },
          ],
        },
      },
    },
    // The start-up budget (JS for /home ≤ 130 KiB gzip) pays for every byte of the route table, and most of it was
    // the preload lists Vite writes beside each lazy import (every file a screen needs, as indexes into a list of
    // every chunk name: about 1.4 KiB gzip). Lazy imports now list only their CSS, which must load with them; their
    // JavaScript dependencies load through the import graph instead, a step later on a first visit only, since the
    // service worker precaches every chunk. index.html asks for the entry alone (oneStartScript), and there is no
    // polyfill for modulepreload (Chromium, Firefox 115+ and Safari 17+ have it; an older Safari loads the same
    // files through the imports).
    // The tabs' own chunks are the exception: they are first screens, and their JavaScript dependencies, listed,
    // load beside them rather than one round trip later (issue 23: the Trade tab's chunk imports 15 shared ones).
    // So is the app's chunk, whose import of rolldown's runtime helpers (a chunk of their own, which the entry does
    // not import) would otherwise be found only once it had arrived. The entry is never listed: it is loaded.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, context) =>
        context.hostType === 'html' || isTabChunk(file) || isDeferredAppChunk(file)
          ? deps.filter((dep) => !isEntryChunk(dep))
          : deps.filter((dep) => dep.endsWith('.css')),
    },
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, devApiTarget])),
  },
};

/**
 * The operators' console (src/admin/, served at /admin/ by src/server/http/static-admin.ts): a second build of its
 * own, `vite build --mode admin`, which `npm run build:client` runs after the app's. A second input in the app's
 * build was the other way; it was not taken because every plugin above works on the app's one page (the prerender,
 * the deferred-app preloads, the cascade layers, the PWA's precache), and because the two would share chunks (React,
 * Lingui), so the console could move bytes in the app's start-up files. Built apart, the app's output is the same
 * byte for byte, and the console's files land in dist/admin/ after the service worker was written, which leaves them
 * out of its precache (the workbox globIgnores says so too, whatever the order).
 */
const adminConfig: UserConfig = {
  root: fileURLToPath(new URL('./src/admin', import.meta.url)),
  base: '/admin/',
  // The app's public files (icons, robots.txt, the manifest) are the app's; the console needs none of them.
  publicDir: false,
  plugins: [productionBuild(), reactWithLingui()],
  build: {
    outDir: fileURLToPath(new URL('./dist/admin', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: buildSourceMaps,
    modulePreload: { polyfill: false },
  },
};

/** The build mode that builds the console instead of the app. */
const adminBuildMode = 'admin';

export default defineConfig(({ mode }) => (mode === adminBuildMode ? adminConfig : appConfig));
