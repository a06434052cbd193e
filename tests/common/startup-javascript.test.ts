// Proves that the bench's start-up JavaScript figure (bench/web/startup-javascript.ts) counts the module script and
// every module index.html preloads, and nothing else it links (styles, icons, the manifest).
import { describe, expect, it } from 'vitest';
import { linkedScripts } from '../../bench/web/startup-javascript';

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
