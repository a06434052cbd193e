// Proves the saved rows of a first screen (issue 23's repeat visit): the app keeps a list's rows as plain data with
// the answer they were drawn from, again whenever they change, and index.html's inline script rebuilds them in the
// prerendered copy's slot exactly as the app drew them — only when the app's first render will draw that same answer
// (the route notes its key, the warm-start copy is that answer and its owner's, the language is the one noted), and
// never from a snapshot that holds what it may not. Logout drops a user's snapshots.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  firstFillSlotAttribute,
  storedFirstFillsKey,
  type FirstFillNode,
  type FirstFillSnapshot,
} from '../../../src/common/first-fill';
import { firstScreenScript } from '../../../src/common/first-screen-script';
import type { QuoteCoinTicker } from '../../../src/common/market-types';
import { PairList } from '../../../src/client/components/pair-list';
import { FirstFillSlot, type FirstFillSource } from '../../../src/client/lib/cache/first-fill';
import { forgetRememberedAnswers } from '../../../src/client/lib/cache/use-cached-query';
import { storageKeys } from '../../../src/client/lib/session/storage-keys';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

const tick = (open: number, close: number) => ({
  id: 0,
  open,
  close,
  high: close,
  low: open,
  vol: 1234,
  count: 1,
});
const tickers: QuoteCoinTicker[] = [
  { baseCoin: 'BTC', logo: '', tick: tick(97_000, 98_000) },
  { baseCoin: 'QQQ', logo: '', tick: tick(2, 1) },
];
const key = 'market:tickers:USDT';
const savedAtMs = 1_700_000_000_000;
const publicSource: FirstFillSource = { key, savedAtMs, userId: '' };

function Rows({ from, items = tickers }: { from: FirstFillSource | undefined; items?: QuoteCoinTicker[] }) {
  return (
    <I18nProvider i18n={i18n}>
      <FirstFillSlot slot="home-trend" from={from}>
        <PairList quote="USDT" items={items} testId="home-trend" />
      </FirstFillSlot>
    </I18nProvider>
  );
}

const storedSnapshots = (): Record<string, FirstFillSnapshot> =>
  JSON.parse(localStorage.getItem(storedFirstFillsKey) ?? '{}') as Record<string, FirstFillSnapshot>;

/** The save waits for an idle moment: in this DOM, without requestIdleCallback, its 200 ms fallback. */
const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 250)));

/** The app draws the rows from the answer and keeps them; returns the slot's markup as drawn. */
async function drawAndKeep(from: FirstFillSource = publicSource): Promise<string> {
  const { container, unmount } = render(<Rows from={from} />);
  await idle();
  const drawn = container.querySelector(`[${firstFillSlotAttribute}]`)!.innerHTML;
  unmount();
  return drawn;
}

describe('the app keeping a slot', () => {
  it('keeps the rows as drawn, with the answer they come from and the language', async () => {
    await drawAndKeep();
    const snapshot = storedSnapshots()['home-trend']!;
    expect(snapshot).toMatchObject({ locale: 'en-US', key, savedAtMs, userId: '' });
    const [list] = snapshot.nodes as Array<Exclude<FirstFillNode, string>>;
    expect(list?.[0]).toBe('ul');
    expect(list?.[1]).toEqual({ class: 'pair-list', 'data-testid': 'home-trend' });
    expect(JSON.stringify(snapshot.nodes)).toContain('"pair-BTC-USDT"');
  });

  it('keeps the rows again when they change, and keeps nothing for rows not drawn as a start draws them', async () => {
    const { rerender } = render(<Rows from={publicSource} />);
    await idle();
    rerender(<Rows from={{ ...publicSource, savedAtMs: savedAtMs + 5_000 }} items={[tickers[0]!]} />);
    await idle();
    expect(storedSnapshots()['home-trend']!.savedAtMs).toBe(savedAtMs + 5_000);
    expect(JSON.stringify(storedSnapshots()['home-trend']!.nodes)).not.toContain('QQQ');
    rerender(<Rows from={undefined} items={tickers} />);
    await idle();
    expect(JSON.stringify(storedSnapshots()['home-trend']!.nodes)).not.toContain('QQQ');
  });

  it('keeps the rows at once when the app is hidden, without waiting for an idle moment', async () => {
    const { rerender } = render(<Rows from={publicSource} />);
    await idle();
    rerender(<Rows from={{ ...publicSource, savedAtMs: savedAtMs + 5_000 }} items={[tickers[0]!]} />);
    const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')!;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      // No idle moment has come: a page being closed would not see one.
      expect(storedSnapshots()['home-trend']!.savedAtMs).toBe(savedAtMs + 5_000);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
      expect(Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')).toEqual(visibility);
    }
  });

  const notKept = [
    { what: 'a tag', rows: <a href="#/market">Market</a> },
    { what: 'an attribute', rows: <span id="price">1</span> },
    { what: 'a style', rows: <span style={{ backgroundImage: 'url(x.png)' }}>1</span> },
  ];
  for (const { what, rows } of notKept) {
    it(`drops the slot’s snapshot when the rows hold ${what} a snapshot may not`, async () => {
      await drawAndKeep();
      render(
        <FirstFillSlot slot="home-trend" from={publicSource}>
          {rows}
        </FirstFillSlot>,
      );
      await idle();
      expect(storedSnapshots()['home-trend']).toBeUndefined();
    });
  }

  it("drops a user's snapshots at logout and keeps the public ones", async () => {
    await drawAndKeep();
    const { unmount } = render(
      <FirstFillSlot slot="assets-1" from={{ key: 'assets:list:1:7', savedAtMs, userId: '7' }}>
        <span>10,000.00</span>
      </FirstFillSlot>,
    );
    await idle();
    unmount();
    expect(Object.keys(storedSnapshots()).sort()).toEqual(['assets-1', 'home-trend']);
    forgetRememberedAnswers('7');
    expect(Object.keys(storedSnapshots())).toEqual(['home-trend']);
  });
});

describe('the inline script filling a slot', () => {
  const run = () => new Function(firstScreenScript)() as void;
  afterEach(() => {
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.body.replaceChildren();
    window.location.hash = '';
  });
  const observed = () => new Promise((resolve) => setTimeout(resolve, 0));
  const loadingRows = '<div class="loading-rows" role="status"></div>';

  /** Home's copy as the parser leaves it: the slot with its loading rows, the copy followed by a sibling. */
  function addCopy(copy = 'home en-US', slot = 'home-trend'): Element {
    const root = document.createElement('div');
    root.innerHTML =
      `<div class="first-screen" data-first-screen="${copy}" lang="${copy.split(' ')[1]}">` +
      `<section><div class="first-fill" ${firstFillSlotAttribute}="${slot}">${loadingRows}</div></section></div>`;
    root.append(document.createElement('noscript'));
    document.body.append(root);
    return root.querySelector(`[${firstFillSlotAttribute}]`)!;
  }

  /** The warm start as a start at `route` left it: the route reads `keys`, and the copy of the answer is stored. */
  function storeWarmStart(
    route: string,
    keys: string[],
    entry: object = { key, savedAtMs, userId: '', value: {} },
  ) {
    localStorage.setItem(storageKeys.firstScreenKeys, JSON.stringify({ [route]: keys }));
    localStorage.setItem(storageKeys.firstScreenEntries, JSON.stringify({ [key]: entry }));
  }

  it('rebuilds the rows exactly as the app drew them, once the copy is parsed', async () => {
    const drawn = await drawAndKeep();
    storeWarmStart('/home', ['params:platform', key]);
    window.location.hash = '#/home';
    run();
    const slot = addCopy();
    await observed();
    expect(slot.innerHTML).toBe(drawn);
    expect(slot.querySelectorAll('svg circle')[0]?.namespaceURI).toBe('http://www.w3.org/2000/svg');
  });

  it('fills a route that moves the address on from the keys of its latest start below it', async () => {
    const drawn = await drawAndKeep();
    storeWarmStart('/account/assert/1', [key]);
    window.location.hash = '#/account';
    run();
    const slot = addCopy('account en-US signedIn');
    await observed();
    expect(slot.innerHTML).toBe(drawn);
  });

  it("fills a user's rows only for that user's stored session", async () => {
    const drawn = await drawAndKeep({ key, savedAtMs, userId: '7' });
    storeWarmStart('/home', [key], { key, savedAtMs, userId: '7', value: {} });
    localStorage.setItem(storageKeys.userId, '7');
    window.location.hash = '#/home';
    run();
    const visitor = addCopy();
    await observed();
    expect(visitor.innerHTML).toBe(loadingRows);
    document.body.replaceChildren();
    localStorage.setItem(storageKeys.isLogin, '1');
    localStorage.setItem(storageKeys.userToken, 'token');
    run();
    const signedIn = addCopy();
    await observed();
    expect(signedIn.innerHTML).toBe(drawn);
  });

  const untouched: Array<{ when: string; prepare: () => void }> = [
    {
      when: 'the warm-start copy is a later answer than the rows',
      prepare: () => storeWarmStart('/home', [key], { key, savedAtMs: savedAtMs + 1, userId: '', value: {} }),
    },
    {
      when: "the route's first screen does not read the answer",
      prepare: () => storeWarmStart('/home', ['x']),
    },
    { when: 'the route is another one', prepare: () => storeWarmStart('/market', [key]) },
    {
      when: 'the rows are in another language',
      prepare: () => localStorage.setItem(storageKeys.language, 'ja-JP'),
    },
    {
      when: "the rows are another user's",
      prepare: () => {
        storeWarmStart('/home', [key], { key, savedAtMs, userId: '8', value: {} });
        localStorage.setItem(storageKeys.userId, '7');
        localStorage.setItem(storageKeys.isLogin, '1');
        localStorage.setItem(storageKeys.userToken, 'token');
      },
    },
  ];
  for (const { when, prepare } of untouched) {
    it(`leaves the loading rows when ${when}`, async () => {
      await drawAndKeep();
      storeWarmStart('/home', [key]);
      prepare();
      window.location.hash = '#/home';
      run();
      const slot = addCopy(`home ${localStorage.getItem(storageKeys.language) ?? 'en-US'}`);
      await observed();
      expect(slot.innerHTML).toBe(loadingRows);
    });
  }

  const forbidden: Array<[string, FirstFillNode]> = [
    ['a script', ['script', {}, 'alert(1)']],
    ['an event handler', ['span', { onclick: 'alert(1)' }, 'x']],
    ['a link', ['a', { href: 'javascript:alert(1)' }, 'x']],
    ['a style with a url()', ['span', { style: 'background:url(https://evil.example/)' }, 'x']],
    ['a node that is not one', [42 as unknown as string, {}]],
  ];
  for (const [what, node] of forbidden) {
    it(`leaves the loading rows for a snapshot holding ${what}`, async () => {
      const snapshot: FirstFillSnapshot = {
        locale: 'en-US',
        key,
        savedAtMs,
        userId: '',
        nodes: [['ul', {}], node],
      };
      localStorage.setItem(storedFirstFillsKey, JSON.stringify({ 'home-trend': snapshot }));
      storeWarmStart('/home', [key]);
      window.location.hash = '#/home';
      run();
      const slot = addCopy();
      await observed();
      expect(slot.innerHTML).toBe(loadingRows);
    });
  }
});
