// Proves that the bench's start-up JavaScript figure (bench/web/startup-javascript.ts) counts the module script and
// every module index.html preloads, and nothing else it links (styles, icons, the manifest), and adds the app's chunk
// the entry imports after the first paint with that chunk's own imports, but no lazy screen's.
import { describe, expect, it } from 'vitest';
import { startupScripts } from '../../bench/web/startup-javascript';
import { linkedScripts } from '../../scripts/start-script/one-start-script-plugin';

describe('linkedScripts', () => {
  it('lists the module script and the modulepreloads under /mobile/', () => {
    const html = `
      <link rel="manifest" href="/mobile/manifest.webmanifest">
      <script type="module" crossorigin src="/mobile/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/mobile/assets/react-b.js">
      <link rel="stylesheet" crossorigin href="/mobile/assets/index-c.css">
      <link rel="icon" href="/mobile/favicon.svg">`;
    expect(linkedScripts(html)).toEqual(['assets/index-a.js', 'assets/react-b.js']);
  });
});

describe('startupScripts', () => {
  it("adds the app's chunk the entry imports after the first paint, and what that chunk imports, each once", () => {
    const html = `
      <script type="module" crossorigin src="/mobile/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/mobile/assets/start-early-b.js">`;
    const assets: Record<string, string> = {
      'assets/index-a.js':
        'import{g}from"./start-early-b.js";r().then(()=>g(()=>import(`./start-app-c.js`)))',
      'assets/start-early-b.js': 'export const g=1;const x=()=>import("./market-screen-z.js")',
      'assets/start-app-c.js': 'import{a}from"./start-early-b.js";import{b}from"./react-d.js";',
      'assets/react-d.js': 'export const b=2',
    };
    expect(startupScripts(html, (file) => assets[file] ?? '')).toEqual([
      'assets/index-a.js',
      'assets/start-early-b.js',
      'assets/start-app-c.js',
      'assets/react-d.js',
    ]);
  });
});
