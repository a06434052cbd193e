// Proves that the build stops when index.html would ask for more than its entry before the first paint (issue 23:
// each script that finished before the paint delayed Lighthouse's simulated largest paint), and lets one through.
import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { oneStartScript } from '../../scripts/start-script/one-start-script-plugin';

function transform(html: string): unknown {
  const hook = oneStartScript().transformIndexHtml;
  if (!hook || typeof hook !== 'object')
    throw new Error('oneStartScript has no ordered transformIndexHtml hook');
  const handler = hook.handler as (html: string, context: IndexHtmlTransformContext) => unknown;
  return handler(html, { path: '/index.html', filename: 'index.html' });
}

const entry = '<script type="module" crossorigin src="/mobile/assets/start-early-a.js"></script>';
const styles = '<link rel="stylesheet" crossorigin href="/mobile/assets/start-early-b.css">';

describe('oneStartScript', () => {
  it('passes a page that asks for its entry alone, whatever styles it links', () => {
    const html = `<head>${entry}</head><body>${styles}</body>`;
    expect(transform(html)).toBe(html);
  });

  it('stops the build when the entry brings a modulepreload, and names the scripts', () => {
    const html = `<head>${entry}<link rel="modulepreload" crossorigin href="/mobile/assets/rolldown-runtime-c.js"></head>`;
    expect(() => transform(html)).toThrow(/2 scripts.*start-early-a\.js, assets\/rolldown-runtime-c\.js/);
  });

  it('stops the build when the page has no entry at all', () => {
    expect(() => transform(`<head>${styles}</head>`)).toThrow(/0 scripts/);
  });
});
