/**
 * Puts each tab's first screen into the built index.html, so it paints before any script runs (issue 23): the
 * app's own first render, made with react-dom/server (render-in-node.ts), every tab in every language, the CSS
 * those screens use inlined (critical-css.ts), and the one inline script that picks which copy shows
 * (src/common/first-screen-script.ts). React's createRoot replaces the markup when the app starts.
 * index.html marks the place with `<!--first-screens-->` inside #root; the dev server leaves it empty.
 */
import type { Plugin, PluginOption, Rolldown } from 'vite';
import { firstScreenScript } from '../../src/common/first-screen-script';
import { criticalCss } from './critical-css';
import { firstScreensMarkup, variantSelectionCss } from './first-screen-markup';
import { renderInNode } from './render-in-node';

export const firstScreensMarker = '<!--first-screens-->';

const stylesheetHref = /<link rel="stylesheet"[^>]*href="([^"]+)"/g;

function linkedCss(html: string, bundle: Rolldown.OutputBundle, base: string): string {
  return [...html.matchAll(stylesheetHref)]
    .map(([, href = '']) => bundle[href.slice(base.length)])
    .filter((item): item is Rolldown.OutputAsset => item?.type === 'asset')
    .map((asset) => String(asset.source))
    .join('\n');
}

/** `plugins` compile the client's code for the render in Node: React with the Lingui macro. */
export function prerenderFirstScreens(options: { plugins: () => PluginOption[] }): Plugin {
  let root = process.cwd();
  let base = '/';
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
        const { screens, tabPaths } = await renderInNode({ root, base, plugins: options.plugins() });
        const withScreens = html.replace(firstScreensMarker, firstScreensMarkup(screens));
        const css = criticalCss(linkedCss(html, context.bundle, base), withScreens);
        const head =
          `<script>${firstScreenScript}</script>\n` +
          `<style>${css}${variantSelectionCss(screens, tabPaths)}</style>\n</head>`;
        return withScreens.replace('</head>', head);
      },
    },
  };
}
