/**
 * Proves the build-time render of the first screens (src/client/prerender/) and how index.html picks one: each tab
 * renders its first screen (Home's title and lists, the others their loading rows) under the tab bar with that tab
 * current, in the language asked for; every tab's path is listed; the inline script notes the address and a
 * supported language; the copies keep their ids unique and the CSS shows one copy per address and language.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  firstScreenLocaleAttribute,
  firstScreenPathAttribute,
  firstScreenScript,
  storedLanguageKey,
} from '../../../src/common/first-screen-script';
import { locales } from '../../../src/common/locales';
import { routes } from '../../../src/client/app/routes';
import {
  firstScreenPaths,
  renderFirstScreen,
  tabPaths,
  type FirstScreen,
  type FirstScreenKey,
} from '../../../src/client/prerender/first-screens';
import { storageKeys } from '../../../src/client/lib/session/storage-keys';
import { firstScreensMarkup, variantSelectionCss } from '../../../scripts/prerender/first-screen-markup';

// The service worker's hook comes from vite-plugin-pwa, which the tests do not run; the build's render stubs it too.
vi.mock('../../../src/client/app/update-prompt', () => ({ UpdatePrompt: () => null }));

function parse(html: string): Document {
  return new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
}

const tabLabels: Record<Exclude<FirstScreenKey, 'other'>, string> = {
  home: 'Home',
  market: 'Market',
  action: 'Trade',
  position: 'Position',
  account: 'Assets',
};

describe('renderFirstScreen', () => {
  it("renders Home's first screen: the title, the market trend's loading rows and the tab bar", async () => {
    const page = parse(await renderFirstScreen('home', 'en-US'));
    expect(page.querySelector('.home-hero__title')?.textContent).toBe(
      'The decentralized launchpad with deflationary fees',
    );
    expect(page.querySelector('.home-section .loading-rows[role="status"]')).not.toBeNull();
    expect(page.querySelector('.tab-bar [aria-current="page"]')?.textContent).toBe('Home');
  });

  for (const key of ['market', 'action', 'position', 'account'] as const) {
    it(`renders ${key}'s first screen: its loading rows under the tab bar with ${key} current`, async () => {
      const page = parse(await renderFirstScreen(key, 'en-US'));
      expect(page.querySelector('main .loading-rows[role="status"]')).not.toBeNull();
      expect(page.querySelector('.tab-bar [aria-current="page"]')?.textContent).toBe(tabLabels[key]);
    });
  }

  it('renders a screen without a tab without the tab bar', async () => {
    const page = parse(await renderFirstScreen('other', 'en-US'));
    expect(page.querySelector('main .loading-rows')).not.toBeNull();
    expect(page.querySelector('.tab-bar')).toBeNull();
  });

  it('renders in the language asked for', async () => {
    const page = parse(await renderFirstScreen('market', 'zh-CN'));
    expect(page.querySelector('.tab-bar [aria-current="page"]')?.textContent).toBe('行情');
  });
});

describe('tabPaths', () => {
  it('lists every path of every tab, and the bare root as Home', () => {
    const expected = Object.fromEntries(
      routes.flatMap((route) => (route.tab ? [[route.path, route.tab]] : [])),
    );
    expect(tabPaths()).toEqual({ '/': 'home', ...expected });
    for (const [key, path] of Object.entries(firstScreenPaths)) {
      expect(tabPaths()[path] ?? 'other').toBe(key);
    }
  });
});

describe('the inline script', () => {
  const run = () => new Function(firstScreenScript)() as void;
  const html = document.documentElement;

  it('reads the language where the app stores it', () => {
    expect(storedLanguageKey).toBe(storageKeys.language);
  });

  it('notes the path of the hash, without its query, and the stored language', () => {
    window.location.hash = '#/market/kline?currency=BTC';
    window.localStorage.setItem(storageKeys.language, 'ko-KR');
    run();
    expect(html.getAttribute(firstScreenPathAttribute)).toBe('/market/kline');
    expect(html.getAttribute(firstScreenLocaleAttribute)).toBe('ko-KR');
    expect(html.lang).toBe('ko-KR');
  });

  it('notes "/" for an empty hash and the default language for an unknown one', () => {
    window.location.hash = '';
    window.localStorage.setItem(storageKeys.language, 'fr-FR');
    run();
    expect(html.getAttribute(firstScreenPathAttribute)).toBe('/');
    expect(html.getAttribute(firstScreenLocaleAttribute)).toBe('en-US');
  });
});

describe('the copies in index.html', () => {
  const screens: FirstScreen[] = locales.flatMap((locale) =>
    (['home', 'market'] as const).map((key) => ({
      key,
      locale,
      html: `<h2 id="title" data-testid="x">${key}</h2><section aria-labelledby="title"></section>`,
    })),
  );

  it('keeps ids unique across the copies, with every reference following its id, and drops test ids', () => {
    const page = parse(firstScreensMarkup(screens));
    const ids = [...page.querySelectorAll('[id]')].map((element) => element.id).filter((id) => id !== 'root');
    expect(new Set(ids).size).toBe(screens.length);
    expect(page.querySelector('[data-first-screen="home en-US"] h2')?.id).toBe('title');
    for (const section of page.querySelectorAll('section')) {
      expect(page.getElementById(section.getAttribute('aria-labelledby') ?? '')).not.toBeNull();
    }
    expect(page.querySelector('[data-testid]')).toBeNull();
  });

  it('shows the copy of the address and language, Home in English without the script, and hides the rest', () => {
    const css = variantSelectionCss(screens, { '/': 'home', '/home': 'home', '/market': 'market' });
    expect(css).toMatch(/^@layer shell\{\.first-screen\{display:none\}/);
    expect(css).toContain(
      `html[${firstScreenPathAttribute}="/market"][${firstScreenLocaleAttribute}="ja-JP"] [data-first-screen="market ja-JP"]`,
    );
    expect(css).toContain(`html:not([${firstScreenPathAttribute}]) [data-first-screen="home en-US"]`);
    expect(css).toMatch(/\{display:contents\}\}$/);
  });
});
