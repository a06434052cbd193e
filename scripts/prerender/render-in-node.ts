/**
 * Runs src/client/prerender/first-screens.tsx in Node through a Vite server of its own (in middleware mode, no
 * port), with the plugins that compile the client's code (React and the Lingui macro), and returns its HTML.
 */
import { createServer, type PluginOption } from 'vite';
import type * as FirstScreensModule from '../../src/client/prerender/first-screens';

export type { FirstScreen, FirstScreenKey } from '../../src/client/prerender/first-screens';

const firstScreensEntry = '/src/client/prerender/first-screens.tsx';
const pwaRegisterId = 'virtual:pwa-register/react';

/**
 * The update prompt's service-worker hook comes from vite-plugin-pwa, which this render leaves out (it would build
 * a service worker). On a first render no new version is ever waiting, which is what this stand-in says.
 */
function noServiceWorkerUpdate(): PluginOption {
  const resolvedId = `\0${pwaRegisterId}`;
  return {
    name: 'petrel-prerender-no-service-worker-update',
    resolveId: (id) => (id === pwaRegisterId ? resolvedId : null),
    load: (id) =>
      id === resolvedId
        ? 'export const useRegisterSW = () => ({ needRefresh: [false, () => {}], offlineReady: [false, () => {}],' +
          ' updateServiceWorker: async () => {} });'
        : null,
  };
}

export async function renderInNode(options: {
  root: string;
  base: string;
  plugins: PluginOption[];
}): Promise<{
  screens: FirstScreensModule.FirstScreen[];
  keysByPath: Record<string, string>;
  sharedVisitorCopies: Readonly<Record<string, string>>;
  /** Rows a repeat visit's saved snapshots add to the copies, for the CSS only (first-fill-samples.tsx). */
  fillSamples: string;
}> {
  const server = await createServer({
    configFile: false,
    root: options.root,
    base: options.base,
    mode: 'production',
    logLevel: 'warn',
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    plugins: [...options.plugins, noServiceWorkerUpdate()],
  });
  try {
    const module = (await server.ssrLoadModule(firstScreensEntry)) as typeof FirstScreensModule;
    return {
      screens: await module.renderFirstScreens(),
      // After the copies: the language of the last one is active, and every screen's chunk is loaded.
      fillSamples: module.renderFirstFillSamples(),
      keysByPath: module.firstScreenKeysByPath(),
      sharedVisitorCopies: module.sharedVisitorCopies,
    };
  } finally {
    await server.close();
  }
}
