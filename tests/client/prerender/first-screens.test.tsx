/**
 * Proves the build-time render of the first screens (src/client/prerender/) and how index.html picks one: each tab
 * renders its first screen (Home's title and lists, Market's and the k-line's screens; for a signed-in user the
 * Trade tab's three screens and the Position tab in full; the others their loading rows) under the tab bar with that tab current, in the language
 * asked for; every tab's path is listed; the inline script notes the address, a supported language, a stored
 * session, the colour convention and the server's market source; the copies keep their ids unique and the CSS shows one copy per address, language and session.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenScript } from '../../../src/common/first-screen-script';
import {
  firstScreenFillAttribute,
  firstScreenLocaleAttribute,
  firstScreenPathAttribute,
  firstScreenSessionAttribute,
  marketSourceAttribute,
  marketSourceCookieName,
  storedLanguageKey,
  storedUpColorKey,
  upColorAttribute,
} from '../../../src/common/first-screen-names';
import { defaultUpColor, locales } from '../../../src/common/locales';
import { routes } from '../../../src/client/app/routes';
import {
  firstScreenKeysByPath,
  firstScreenPaths,
  renderFirstScreen,
  sharedVisitorCopies,
  type FirstScreen,
} from '../../../src/client/prerender/first-screens';
import { storageKeys } from '../../../src/client/lib/session/storage-keys';
import { parseMarketQuery } from '../../../src/client/lib/market-data/market-query';
import { firstScreensMarkup, variantSelectionCss } from '../../../scripts/prerender/first-screen-markup';

// The service worker's hook comes from vite-plugin-pwa, which the tests do not run; the build's render stubs it too.
vi.mock('../../../src/client/app/update-prompt', () => ({ UpdatePrompt: () => null }));

function parse(html: string): Document {
  return new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
}

describe('renderFirstScreen', () => {
  it("renders Home's first screen: the title, the market trend's loading rows and the tab bar", async () => {
    const page = parse(await renderFirstScreen('home', 'en-US'));
    expect(page.querySelector('.home-hero__title')?.textContent).toBe(
      'The decentralized launchpad with deflationary fees',
    );
    expect(page.querySelector('.home-section .loading-rows[role="status"]')).not.toBeNull();
    expect(page.querySelector('.tab-bar [aria-current="page"]')?.textContent).toBe('Home');
  });

  it("renders Market's screen in full: the title, the search box and the quote tabs, the list's loading rows", async () => {
    const page = parse(await renderFirstScreen('market', 'en-US'));
    expect(page.querySelector('main h1')?.textContent).toBe('Markets');
    expect(page.querySelector('main input[type="search"]')).not.toBeNull();
    expect([...page.querySelectorAll('main [role="tab"]')].map((tab) => tab.textContent)).toEqual([
      'USDT',
      'BTC',
      'ETH',
    ]);
    expect(page.querySelector('main .loading-rows[role="status"]')).not.toBeNull();
    expect(page.querySelector('.tab-bar [aria-current="page"]')?.textContent).toBe('Market');
  });

  // Before any signed-in copy below: those load the trading chunk, after which its screens no longer draw loading rows.
  const loadingCopies = [
    { key: 'account', session: 'visitor', tab: 'Assets' },
    { key: 'trade', session: 'visitor', tab: 'Trade' },
    { key: 'position', session: 'visitor', tab: 'Position' },
  ] as const;
  for (const { key, session, tab } of loadingCopies) {
    it(`renders ${key}'s first screen (${session}): its loading rows under the tab bar with ${tab} current`, async () => {
      const page = parse(await renderFirstScreen(key, 'en-US', session));
      expect(page.querySelector('main .loading-rows[role="status"]')).not.toBeNull();
      expect(page.querySelector('.tab-bar [aria-current="page"]')?.textContent).toBe(tab);
    });
  }

  /**
   * The Trade screens' largest paint at 390 px wide (an account note, found by a per-load trace in issue 23) must be
   * in the HTML; the Position tab's heads are.
   */
  const signedInCopies = [
    { key: 'trade', note: '.spot-balance__note', text: 'Spot orders use your coin account.', tab: 'Trade' },
    { key: 'contract', note: '.ct-accounts__note', text: 'Contracts use the contract account', tab: 'Trade' },
    {
      key: 'secondContract',
      note: '.second-balance__note',
      text: 'Timed orders are paid from',
      tab: 'Trade',
    },
    { key: 'position', note: '.ct-panel__title', text: 'Leveraged positions', tab: 'Position' },
    {
      key: 'account',
      note: '.assets-hide-small',
      text: 'Hide small balances',
      tab: 'Assets',
      selected: 'Coin account',
    },
    {
      key: 'contractAccount',
      note: '.assets-hide-small',
      text: 'Hide small balances',
      tab: 'Assets',
      selected: 'Contract account',
    },
  ] as const;
  // The first of these transforms the whole trading chunk for the test's module graph: seconds on a loaded host.
  const chunkTransformTimeoutMs = 60_000;
  for (const copy of signedInCopies) {
    const { key, note, text, tab } = copy;
    it(
      `renders ${key}'s screen itself for a signed-in user, its largest text included`,
      async () => {
        const page = parse(await renderFirstScreen(key, 'en-US', 'signedIn'));
        expect(page.querySelector(note)?.textContent).toContain(text);
        expect(page.querySelector('.tab-bar [aria-current="page"]')?.textContent).toBe(tab);
        // The Assets tab's two accounts: each address draws its own account chosen.
        if ('selected' in copy) {
          expect(page.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe(copy.selected);
        }
      },
      chunkTransformTimeoutMs,
    );
  }

  it('renders Me for a visitor in full: the login prompt and the rows anyone can open, without the tab bar', async () => {
    const page = parse(await renderFirstScreen('me', 'en-US', 'visitor'));
    expect(page.querySelector('h1')?.textContent).toBe('Me');
    expect(page.querySelector('.me-visitor')?.textContent).toContain('Please login first');
    expect(page.querySelector('.tab-bar')).toBeNull();
  });

  it("renders Me for a signed-in user: the profile card's frame with its fields to fill, loading rows, then every account row", async () => {
    const page = parse(await renderFirstScreen('me', 'en-US', 'signedIn'));
    const card = page.querySelector('main .me-card[aria-busy="true"]');
    expect(card?.querySelector(`.me-card__email[${firstScreenFillAttribute}="email"]`)?.textContent).toBe('');
    expect(card?.querySelector(`[${firstScreenFillAttribute}="uid"]`)?.textContent).toBe('--');
    expect(page.querySelector('main .loading-rows[role="status"]')).not.toBeNull();
    expect(page.body.textContent).toContain('Identity verification');
    expect(page.querySelector('.me-visitor')).toBeNull();
  });

  it("renders the k-line in full for anyone, the default pair's title, period tabs and chart frame, without the tab bar", async () => {
    const page = parse(await renderFirstScreen('kline', 'en-US'));
    expect(page.querySelector('h1')?.textContent).toBe('BTC/USDT');
    expect(page.querySelector('.kline-summary')?.textContent).toContain('24h vol (BTC)');
    expect(page.querySelector('[role="tablist"][aria-label="Chart period"]')).not.toBeNull();
    expect(page.querySelector('.tab-bar')).toBeNull();
  });

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

describe('firstScreenKeysByPath', () => {
  it("lists every path of every tab and Me's, the bare root as Home, and each Trade screen's and Assets account's own copy", () => {
    const keys = firstScreenKeysByPath();
    expect(Object.keys(keys).sort()).toEqual(
      ['/', '/me', '/market/kline', ...routes.flatMap((route) => (route.tab ? [route.path] : []))].sort(),
    );
    expect(keys['/me']).toBe('me');
    expect(keys['/market/kline']).toBe('kline');
    expect(keys['/']).toBe('home');
    expect(keys['/action']).toBe('trade');
    expect(keys['/account']).toBe('account');
    expect(keys['/account/assert/2']).toBe('contractAccount');
    for (const [key, path] of Object.entries(firstScreenPaths)) {
      expect(keys[path] ?? 'other').toBe(key);
    }
  });
});

describe('the inline script', () => {
  const run = () => new Function(firstScreenScript)() as void;
  const html = document.documentElement;
  // On the k-line's and Me's paths the script watches the page until its DOMContentLoaded, which this page had long
  // ago; the copies a test added go with it.
  afterEach(() => {
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.body.replaceChildren();
    window.location.hash = '';
  });
  /** The MutationObserver answers in a microtask. */
  const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

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

  it('marks a stored session (login flag and token) and nothing else', () => {
    window.localStorage.setItem(storageKeys.isLogin, '1');
    window.localStorage.setItem(storageKeys.userToken, 'token');
    run();
    expect(html.hasAttribute(firstScreenSessionAttribute)).toBe(true);
    html.removeAttribute(firstScreenSessionAttribute);
    window.localStorage.setItem(storageKeys.userToken, '');
    run();
    expect(html.hasAttribute(firstScreenSessionAttribute)).toBe(false);
    window.localStorage.setItem(storageKeys.userToken, 'token');
    window.localStorage.removeItem(storageKeys.isLogin);
    run();
    expect(html.hasAttribute(firstScreenSessionAttribute)).toBe(false);
    window.localStorage.removeItem(storageKeys.userToken);
  });

  it('notes the colour convention: the stored choice, else the language default', () => {
    const convention = () => html.getAttribute(upColorAttribute);
    expect(storedUpColorKey).toBe(storageKeys.upColor);
    window.localStorage.removeItem(storageKeys.upColor);
    for (const locale of locales) {
      window.localStorage.setItem(storageKeys.language, locale);
      run();
      expect(convention()).toBe(defaultUpColor(locale));
    }
    window.localStorage.setItem(storageKeys.language, 'zh-CN');
    window.localStorage.setItem(storageKeys.upColor, 'green-up');
    run();
    expect(convention()).toBe('green-up');
    window.localStorage.setItem(storageKeys.language, 'en-US');
    window.localStorage.setItem(storageKeys.upColor, 'red-up');
    run();
    expect(convention()).toBe('red-up');
    window.localStorage.setItem(storageKeys.upColor, 'purple-up');
    run();
    expect(convention()).toBe('green-up');
    window.localStorage.removeItem(storageKeys.upColor);
  });

  it("notes the market source the server's cookie names, and none for a cookie naming no source", () => {
    const source = () => html.getAttribute(marketSourceAttribute);
    const setCookie = (value: string) => {
      document.cookie = `${marketSourceCookieName}=${value}; path=/`;
    };
    setCookie('htx');
    document.cookie = 'other=1; path=/';
    run();
    expect(source()).toBe('htx');
    html.removeAttribute(marketSourceAttribute);
    for (const value of ['live', 'sim2', '']) {
      setCookie(value);
      run();
      expect(source()).toBeNull();
    }
    document.cookie = `x${marketSourceCookieName}=sim; path=/`;
    run();
    expect(source()).toBeNull();
    setCookie('sim');
    run();
    expect(source()).toBe('sim');
    html.removeAttribute(marketSourceAttribute);
    document.cookie = `${marketSourceCookieName}=; path=/; max-age=0`;
    document.cookie = `x${marketSourceCookieName}=; path=/; max-age=0`;
    run();
    expect(source()).toBeNull();
  });

  describe("on the k-line's path", () => {
    /** The k-line's copies as the parser leaves them: each followed by a sibling, so each is complete. */
    function addKlineCopies(): HTMLElement {
      const root = document.createElement('div');
      root.innerHTML = ['en-US', 'ja-JP']
        .map(
          (locale) =>
            `<div class="first-screen" data-first-screen="kline ${locale}"><h1>BTC/USDT</h1>` +
            '<dl><dt>24h vol (BTC)</dt><dd>--</dd></dl></div>',
        )
        .join('');
      root.append(document.createElement('noscript'));
      document.body.append(root);
      return root;
    }
    const queries = [
      'currency=eth&baseCurrency=btc',
      'currency=%20doge%20&baseCurrency=eth',
      'currency=USDT&baseCurrency=BTC',
      'currency=&baseCurrency=',
      '',
      'currency=averyveryverylongcoin&baseCurrency=usdt',
      'currency=FOO&baseCurrency=BAR&open=1&close=2',
    ];
    for (const query of queries) {
      it(`writes the pair of "${query}" into each k-line copy as the app names it`, async () => {
        window.location.hash = `#/market/kline${query ? `?${query}` : ''}`;
        run();
        const root = addKlineCopies();
        await observed();
        const { base, quote } = parseMarketQuery(query);
        for (const copy of root.querySelectorAll('.first-screen')) {
          expect(copy.querySelector('h1')?.textContent).toBe(`${base}/${quote}`);
          expect(copy.querySelector('dt')?.textContent).toBe(`24h vol (${base})`);
        }
      });
    }

    it('fills a copy only once it is complete, and only once', async () => {
      window.location.hash = '#/market/kline?currency=USDT&baseCurrency=BTC';
      run();
      const root = document.createElement('div');
      root.innerHTML = '<div class="first-screen" data-first-screen="kline en-US"><h1>BTC/USDT</h1></div>';
      document.body.append(root);
      await observed();
      // The parser has not gone past it: the CSS does not show it yet, and it is left as it is.
      expect(root.querySelector('h1')?.textContent).toBe('BTC/USDT');
      root.append(document.createElement('noscript'));
      await observed();
      expect(root.querySelector('h1')?.textContent).toBe('USDT/BTC');
      // A later change in the page (another copy parsed) does not swap the coins back.
      root.append(document.createElement('p'));
      await observed();
      expect(root.querySelector('h1')?.textContent).toBe('USDT/BTC');
    });

    it('leaves the copies alone on other paths', async () => {
      window.location.hash = '#/market?currency=ETH';
      run();
      const root = addKlineCopies();
      await observed();
      expect(root.querySelector('h1')?.textContent).toBe('BTC/USDT');
    });
  });

  describe("on Me's path", () => {
    const userId = '7';
    const key = `user:info:${userId}`;
    const profile = { email: 'ada.lovelace@example.com', uid: '31415926', icon: '', auth: 2 };
    /** A signed-in session whose saved profile Me's first screen is noted as reading, as warm-start.ts leaves them. */
    function storeSession(
      entry: object = { key, userId, savedAtMs: 1, value: profile },
      meKeys = [key],
    ): void {
      window.localStorage.setItem(storageKeys.isLogin, '1');
      window.localStorage.setItem(storageKeys.userToken, 'token');
      window.localStorage.setItem(storageKeys.userId, userId);
      window.localStorage.setItem(storageKeys.firstScreenKeys, JSON.stringify({ '/me': meKeys }));
      window.localStorage.setItem(storageKeys.firstScreenEntries, JSON.stringify({ [key]: entry }));
    }
    /** Me's signed-in copy as the build renders its card, and the parser leaves it (followed by a sibling). */
    function addMeCopy(complete = true): HTMLElement {
      const root = document.createElement('div');
      root.innerHTML =
        '<div class="first-screen" data-first-screen="me en-US signedIn"><section class="me-card">' +
        `<p class="me-card__email" ${firstScreenFillAttribute}="email"></p>` +
        `<p class="me-card__uid">UID <span ${firstScreenFillAttribute}="uid">--</span></p></section></div>`;
      if (complete) root.append(document.createElement('noscript'));
      document.body.append(root);
      return root;
    }
    const email = (root: HTMLElement) => root.querySelector('.me-card__email')!;
    const uid = (root: HTMLElement) => root.querySelector(`[${firstScreenFillAttribute}="uid"]`)!;

    it('writes the saved email, breakable after its "@" and as its title, and the UID into the copy', async () => {
      window.location.hash = '#/me';
      storeSession();
      run();
      const root = addMeCopy();
      await observed();
      expect(email(root).innerHTML).toBe('ada.lovelace@<wbr>example.com');
      expect(email(root).getAttribute('title')).toBe(profile.email);
      expect(uid(root).textContent).toBe(profile.uid);
    });

    it('fills the copy only once the parser has gone past it', async () => {
      window.location.hash = '#/me';
      storeSession();
      run();
      const root = addMeCopy(false);
      await observed();
      expect(email(root).textContent).toBe('');
      root.append(document.createElement('noscript'));
      await observed();
      expect(email(root).textContent).toBe(profile.email);
    });

    const untouched = [
      {
        when: 'the saved profile is another user’s',
        entry: { key, userId: '8', savedAtMs: 1, value: profile },
      },
      { when: "Me's first screen is not noted as reading it", meKeys: ['user:assets:7'] },
      { when: 'the saved field is not a string', entry: { key, userId, savedAtMs: 1, value: { email: 42 } } },
      { when: 'the saved answer is not JSON', raw: '{"user:info:7":' },
    ];
    for (const { when, entry, meKeys, raw } of untouched) {
      it(`leaves the copy as it is when ${when}`, async () => {
        window.location.hash = '#/me';
        storeSession(entry, meKeys);
        if (raw) window.localStorage.setItem(storageKeys.firstScreenEntries, raw);
        run();
        const root = addMeCopy();
        await observed();
        expect(email(root).textContent).toBe('');
        expect(uid(root).textContent).toBe('--');
        expect(html.getAttribute(firstScreenSessionAttribute)).toBe('');
      });
    }

    it('leaves the copy as it is without a session, and on other paths', async () => {
      window.location.hash = '#/me';
      storeSession();
      window.localStorage.removeItem(storageKeys.userToken);
      run();
      const visitorRoot = addMeCopy();
      await observed();
      expect(email(visitorRoot).textContent).toBe('');
      document.body.replaceChildren();
      window.location.hash = '#/me/profile';
      storeSession();
      run();
      const otherRoot = addMeCopy();
      await observed();
      expect(email(otherRoot).textContent).toBe('');
    });
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
      session: 'any' as const,
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
    const css = variantSelectionCss(screens, { '/': 'home', '/home': 'home', '/market': 'market' }, {});
    expect(css).toMatch(/^@layer shell\{\.first-screen\{display:contents\}.*\{display:none\}\}$/);
    expect(shownUnder(css, screens, { path: '/market', locale: 'ja-JP' })).toEqual(['market ja-JP']);
    expect(shownUnder(css, screens, { path: '/', locale: 'ko-KR' })).toEqual(['home ko-KR']);
    expect(shownUnder(css, screens, { path: '/home', locale: 'en-US' })).toEqual(['home en-US']);
    expect(shownUnder(css, screens, {})).toEqual(['home en-US']);
  });

  it("shows a one-language page's copy in its own language, Home without the script, and nothing in another", () => {
    const japanese = screens.filter((screen) => screen.locale === 'ja-JP');
    const keysByPath = { '/': 'home', '/home': 'home', '/market': 'market' };
    const css = variantSelectionCss(japanese, keysByPath, {}, 'ja-JP');
    expect(shownUnder(css, japanese, { path: '/market', locale: 'ja-JP' })).toEqual(['market ja-JP']);
    expect(shownUnder(css, japanese, {})).toEqual(['home ja-JP']);
    // A stored choice the server did not know of: no copy, rather than one in the wrong language.
    expect(shownUnder(css, japanese, { path: '/market', locale: 'ko-KR' })).toEqual([]);
  });

  it('shows a copy only once the parser has gone past it, never half-drawn', () => {
    const css = variantSelectionCss(screens, { '/': 'home', '/home': 'home', '/market': 'market' }, {});
    const last = screens.at(-1)!;
    const marks = { path: '/market', locale: last.locale };
    expect(shownUnder(css, screens, marks)).toEqual([`market ${last.locale}`]);
    expect(shownUnder(css, screens, marks, 'up to the last copy')).toEqual([]);
  });

  it('shows the `other` copy on any path no tab lists, and only there', () => {
    const withOther = [...screens, { key: 'other', locale: 'zh-CN', session: 'any', html: '' } as const];
    const css = variantSelectionCss(withOther, { '/': 'home', '/home': 'home', '/market': 'market' }, {});
    expect(shownUnder(css, withOther, { path: '/me', locale: 'zh-CN' })).toEqual(['other zh-CN']);
    expect(shownUnder(css, withOther, { path: '/market', locale: 'zh-CN' })).toEqual(['market zh-CN']);
  });
});

/**
 * The copies the CSS shows with <html> marked as the inline script marks it, read from the styles the page
 * applies; the page is left as it was.
 */
function shownUnder(
  css: string,
  screens: readonly FirstScreen[],
  marks: { path?: string; locale?: string; signedIn?: boolean },
  parsed: 'whole page' | 'up to the last copy' = 'whole page',
): string[] {
  const root = document.documentElement;
  const attributes = [firstScreenPathAttribute, firstScreenLocaleAttribute, firstScreenSessionAttribute];
  const values = [marks.path, marks.locale, marks.signedIn ? '' : undefined];
  attributes.forEach((name, index) => {
    const value = values[index];
    if (value === undefined) root.removeAttribute(name);
    else root.setAttribute(name, value);
  });
  const style = document.createElement('style');
  style.textContent = css.replace(/^@layer shell\{/, '').replace(/\}$/, '');
  const container = document.createElement('div');
  // index.html's <noscript> follows the copies in #root; while the parser is still in the last copy, nothing does.
  container.innerHTML =
    firstScreensMarkup(screens) + (parsed === 'whole page' ? '<noscript></noscript>' : '');
  document.head.append(style);
  document.body.append(container);
  try {
    return [...container.querySelectorAll<HTMLElement>('.first-screen')]
      .filter((copy) => getComputedStyle(copy).display !== 'none')
      .map((copy) => copy.getAttribute('data-first-screen') ?? '');
  } finally {
    style.remove();
    container.remove();
    for (const name of attributes) root.removeAttribute(name);
  }
}

describe('the copies per session state', () => {
  const copy = (key: 'trade' | 'contract', session: 'visitor' | 'signedIn'): FirstScreen => ({
    key,
    locale: 'en-US',
    session,
    html: `<p id="note">${key} ${session}</p>`,
  });
  const keysByPath = { '/action': 'trade', '/action/trade': 'trade', '/action/contract': 'contract' };
  const screens = [copy('trade', 'visitor'), copy('trade', 'signedIn'), copy('contract', 'signedIn')];

  it('names each copy by its session state and keeps their ids apart', () => {
    const page = parse(firstScreensMarkup(screens));
    expect(
      [...page.querySelectorAll('[data-first-screen]')].map((node) => node.getAttribute('data-first-screen')),
    ).toEqual(['trade en-US visitor', 'trade en-US signedIn', 'contract en-US signedIn']);
    expect(new Set([...page.querySelectorAll('p')].map((node) => node.id)).size).toBe(3);
  });

  it("shows a signed-in user's copy under the session mark, and the shared visitor copy on every Trade path", () => {
    const css = variantSelectionCss(screens, keysByPath, sharedVisitorCopies);
    const on = (path: string, signedIn: boolean) =>
      shownUnder(css, screens, { path, locale: 'en-US', signedIn });
    expect(on('/action/contract', true)).toEqual(['contract en-US signedIn']);
    expect(on('/action/contract', false)).toEqual(['trade en-US visitor']);
    expect(on('/action/trade', true)).toEqual(['trade en-US signedIn']);
    expect(on('/action', false)).toEqual(['trade en-US visitor']);
  });
});
