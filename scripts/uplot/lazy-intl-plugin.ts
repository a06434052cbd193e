/**
 * Makes uPlot's two module-level Intl objects lazy (issue 23). uPlot 1.6 builds an `Intl.NumberFormat` for the
 * browser's language and an `Intl.DateTimeFormat` (for the local time zone's name) as its module evaluates. The
 * first Intl formatter of its kind in a page loads that part of the browser's locale data: 10–28 ms at 1× CPU on
 * this project's 2-core host (measured, fresh Chromium pages; the next one costs 0.1 ms), which made the chart
 * chunk's evaluation the longest task of the Trade tab's load. Petrel's charts never use either object: every axis
 * they show formats its own values (lib/chart/price-chart.ts, shared-options.ts), the legend is off, and no chart
 * sets a time zone. So both are built on first use instead, with the same arguments, and are never built here.
 *
 * A version of uPlot without these exact lines fails the build, rather than shipping the eager objects unnoticed.
 */
import type { Plugin } from 'vite';

const uplotModule = /\/node_modules\/uplot\/dist\/uPlot\.esm\.js$/;

/** Each eager line and its lazy replacement, in uPlot 1.6.32's uPlot.esm.js. */
const replacements: readonly (readonly [string, string])[] = [
  [
    "const numFormatter = new Intl.NumberFormat(domEnv ? nav.language : 'en-US');\nconst fmtNum = val => numFormatter.format(val);",
    "let numFormatter;\nconst fmtNum = val => (numFormatter ??= new Intl.NumberFormat(domEnv ? nav.language : 'en-US')).format(val);",
  ],
  ['const localTz = new Intl.DateTimeFormat().resolvedOptions().timeZone;', 'let localTz;'],
  [
    'else if (tz == localTz)',
    'else if (tz == (localTz ??= new Intl.DateTimeFormat().resolvedOptions().timeZone))',
  ],
];

/** uPlot's source with its module-level Intl objects made lazy; throws when a line to replace is not there once. */
export function withLazyIntl(source: string): string {
  const code = source.replaceAll('\r\n', '\n');
  return replacements.reduce((result, [eager, lazy]) => {
    const count = result.split(eager).length - 1;
    if (count !== 1) {
      throw new Error(`uPlot's source has ${count} copies of "${eager.split('\n')[0]}" where 1 was expected`);
    }
    return result.replace(eager, () => lazy);
  }, code);
}

export function uplotLazyIntl(): Plugin {
  return {
    name: 'petrel-uplot-lazy-intl',
    enforce: 'pre',
    transform(code, id) {
      if (!uplotModule.test(id.split('?')[0]!.replaceAll('\\', '/'))) return null;
      return { code: withLazyIntl(code), map: null };
    },
  };
}
