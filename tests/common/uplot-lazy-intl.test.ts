// Proves the build's uPlot builds no Intl formatter as it loads (scripts/uplot/lazy-intl-plugin.ts): the first one of
// a page loads locale data, the longest part of the chart chunk's evaluation on the Trade tab. The formatters are
// still there, built on first use, and a uPlot whose lines differ fails the build instead of shipping them eagerly.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withLazyIntl } from '../../scripts/uplot/lazy-intl-plugin';

const require = createRequire(import.meta.url);
const uplotSource = fs.readFileSync(require.resolve('uplot/dist/uPlot.esm.js'), 'utf8');
/** uPlot's number text outside a browser (its language is then en-US), built before any formatter is counted. */
const expectedNumberText = new Intl.NumberFormat('en-US').format(1234.5);

/** Evaluates a copy of uPlot's ES module as the browser would load it. */
async function loadModule(source: string): Promise<{ fmtNum: (value: number) => string }> {
  const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
  const module = (await import(/* @vite-ignore */ url)) as { default: { fmtNum: (value: number) => string } };
  return module.default;
}

/** Counts the Intl formatters built from now on. */
function countIntlFormatters(): { numberFormats: number; dateTimeFormats: number } {
  const counts = { numberFormats: 0, dateTimeFormats: 0 };
  const { NumberFormat, DateTimeFormat } = Intl;
  // Plain functions, as uPlot calls them with `new`.
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
    ...args: ConstructorParameters<typeof NumberFormat>
  ) {
    counts.numberFormats += 1;
    return new NumberFormat(...args);
  } as typeof Intl.NumberFormat);
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    ...args: ConstructorParameters<typeof DateTimeFormat>
  ) {
    counts.dateTimeFormats += 1;
    return new DateTimeFormat(...args);
  } as typeof Intl.DateTimeFormat);
  return counts;
}

afterEach(() => vi.restoreAllMocks());

describe('uPlot with lazy Intl formatters', () => {
  it('builds none as it loads, where the library as published builds two', async () => {
    const published = countIntlFormatters();
    await loadModule(`${uplotSource}\n// published`);
    expect(published).toEqual({ numberFormats: 1, dateTimeFormats: 1 });
    vi.restoreAllMocks();

    const lazy = countIntlFormatters();
    const uPlot = await loadModule(withLazyIntl(uplotSource));
    expect(lazy).toEqual({ numberFormats: 0, dateTimeFormats: 0 });
    // Its number formatter still works, built once on first use.
    expect(uPlot.fmtNum(1234.5)).toBe(expectedNumberText);
    uPlot.fmtNum(6);
    expect(lazy.numberFormats).toBe(1);
  });

  it('fails the build when uPlot no longer has the lines it replaces', () => {
    const changed = uplotSource.replace(
      'const localTz = new Intl.DateTimeFormat()',
      'const localTz = Intl.DateTimeFormat()',
    );
    expect(() => withLazyIntl(changed)).toThrow(/1 was expected/);
  });
});
