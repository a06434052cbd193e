/**
 * Fails the build when index.html would ask for more than one script before its first paint. The page's entry
 * (src/client/main.tsx) and what it imports are one chunk (vite.config.ts, the start-early group): the only request
 * besides the page that the first paint could wait for. A React import, or any CommonJS module, reached from the
 * entry would bring rolldown's runtime helpers, which are a chunk of their own, and React with them: index.html
 * would then list them as <link rel=modulepreload>, and Lighthouse's model of a slow phone counts each script that
 * finished before the paint as one the paint waited for (issue 23: with three such scripts, /home's simulated LCP
 * was about 0.2 s later than with one). React's hooks over the entry's modules live in files of their own for this
 * reason (use-store.ts, use-hash-location.ts, use-locale.ts).
 */
import type { Plugin } from 'vite';

/** The paths, under the app's base (/mobile/), of the scripts index.html links: module scripts and modulepreloads. */
export function linkedScripts(indexHtml: string): string[] {
  const pattern = /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/mobile\/([^"]+\.js)"/g;
  return [...indexHtml.matchAll(pattern)].map((match) => match[1]!);
}

export function oneStartScript(): Plugin {
  return {
    name: 'petrel-one-start-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const scripts = linkedScripts(html);
        if (scripts.length !== 1) {
          throw new Error(
            `index.html asks for ${scripts.length} scripts before its first paint (${scripts.join(', ')}), ` +
              'where it must ask for the entry alone: keep React and CommonJS modules out of what ' +
              'src/client/main.tsx imports (scripts/start-script/one-start-script-plugin.ts).',
          );
        }
        return html;
      },
    },
  };
}
