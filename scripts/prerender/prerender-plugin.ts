/**
 * Puts each tab's first screen into the built index.html, so it paints before any script runs (issue 23): the
 * app's own first render, made with react-dom/server (render-in-node.ts), every tab in every language, the CSS
 * those screens use inlined (critical-css.ts), and the one inline script that picks which copy shows
 * (src/common/first-screen-script.ts). React's createRoot replaces the markup when the app starts. Beside
 * index.html it writes one page per language with only that language's copies, which the server sends to a page
 * load from the network (src/common/first-visit-page.ts).
 * index.html marks the place with `<!--first-screens-->` inside #root; the dev server leaves it empty.
 */
import type { Plugin, PluginOption, Rolldown } from 'vite';
import { firstScreenScript } from '../../src/common/first-screen-script';
import { firstVisitPageFile } from '../../src/common/first-visit-page';
import { locales, type Locale } from '../../src/common/locales';
import { criticalCss } from './critical-css';
import { firstScreensMarkup, variantSelectionCss } from './first-screen-markup';
import { renderInNode, type FirstScreen } from './render-in-node';

export const firstScreensMarker = '<!--first-screens-->';

const stylesheetHref = /<link rel="stylesheet"[^>]*href="([^"]+)"/g;

function cssOf(files: readonly string[], bundle: Rolldown.OutputBundle): string {
  return files
    .map((file) => bundle[file])
    .filter((item): item is Rolldown.OutputAsset => item?.type === 'asset')
    .map((asset) => String(asset.source))
    .join('\n');
}

/**
 * The stylesheets index.html links, then those of the named chunks and of every chunk they import statically (the
 * form kit, the chart's frame, ...), each once and in that order.
 */
function firstScreensCss(
  html: string,
  bundle: Rolldown.OutputBundle,
  base: string,
  chunkNames: string[],
): string {
  const files = [...html.matchAll(stylesheetHref)].map(([, href = '']) => href.slice(base.length));
  const visited = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (visited.has(chunk.fileName)) return;
    visited.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) if (!files.includes(file)) files.push(file);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk' && chunkNames.includes(item.name)) visit(item);
  }
  return cssOf(files, bundle);
}

/**
 * `plugins` compile the client's code for the render in Node: React with the Lingui macro. `screenChunks` names the
 * chunks index.html does not link whose styles the prerendered screens use (the app's own, loaded after the first
 * paint, and the Trade and Position tabs'): their rules are inlined too.
 */
export function prerenderFirstScreens(options: {
  plugins: () => PluginOption[];
  screenChunks: string[];
}): Plugin {
  let root = process.cwd();
  let base = '/';
  let firstVisitPages: Array<{ fileName: string; source: string }> | undefined;
  return {
    name: 'petrel-prerender-first-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!html.includes(firstScreensMarker)) throw new Error(`index.html has no ${firstScreensMarker}`);
        if (!context.bundle) return html;
        const { screens, keysByPath, sharedVisitorCopies, fillSamples } = await renderInNode({
          root,
          base,
          plugins: options.plugins(),
        });
        // The CSS is the rules the page of all languages uses (a one-language page uses the same ones), and those of
        // the saved rows the inline script may add to a copy's slot.
        const css = criticalCss(
          firstScreensCss(html, context.bundle, base, options.screenChunks),
          html.replace(firstScreensMarker, firstScreensMarkup(screens) + fillSamples),
        );
        const page = (shown: FirstScreen[], defaultLocale?: Locale) =>
          html
            .replace(firstScreensMarker, firstScreensMarkup(shown))
            .replace(
              '</head>',
              `<script>${firstScreenScript}</script>\n` +
                `<style>${css}${variantSelectionCss(shown, keysByPath, sharedVisitorCopies, defaultLocale)}</style>\n</head>`,
            );
        firstVisitPages = locales.map((locale) => ({
          fileName: firstVisitPageFile(locale),
          source: page(
            screens.filter((screen) => screen.locale === locale),
            locale,
          ),
        }));
        return page(screens);
      },
    },
    generateBundle: {
      order: 'post',
      handler() {
        if (!firstVisitPages)
          throw new Error('the first screens were not rendered before the bundle was written');
        for (const { fileName, source } of firstVisitPages)
          this.emitFile({ type: 'asset', fileName, source });
      },
    },
  };
}
