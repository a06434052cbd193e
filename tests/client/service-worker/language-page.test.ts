/** The service worker's pick of the page for a load of the app (src/client/service-worker/language-page.ts). */
import { describe, expect, it, vi } from 'vitest';
import {
  answerAppPageInLanguage,
  isAppPage,
  languagePageLocale,
  type WorkerScope,
} from '../../../src/client/service-worker/language-page';

describe('languagePageLocale', () => {
  it('takes the stored choice the cookie mirrors over the browser languages', () => {
    expect(languagePageLocale('ko-KR', ['ja-JP', 'en-US'])).toBe('ko-KR');
  });

  it('follows the browser languages in their order without a choice, as the server and the inline script do', () => {
    expect(languagePageLocale(undefined, ['fr-FR', 'ja', 'en-US'])).toBe('ja-JP');
    expect(languagePageLocale(undefined, ['zh-TW'])).toBe('zh-CN');
  });

  it('ignores a cookie that names no language of ours, and falls back on English', () => {
    expect(languagePageLocale('xx', ['de-DE'])).toBe('en-US');
    expect(languagePageLocale('', [])).toBe('en-US');
  });
});

describe('isAppPage', () => {
  it('is the app page itself, with or without its file name and whatever the query', () => {
    expect(isAppPage(new URL('https://petrel.example/mobile/'))).toBe(true);
    expect(isAppPage(new URL('https://petrel.example/mobile/index.html?source=pwa'))).toBe(true);
  });

  it('leaves every other path to Workbox', () => {
    expect(isAppPage(new URL('https://petrel.example/mobile/assets/start-app.js'))).toBe(false);
    expect(isAppPage(new URL('https://petrel.example/mobile/first-visit/index.ja-JP.html'))).toBe(false);
    expect(isAppPage(new URL('https://petrel.example/admin/'))).toBe(false);
  });
});

describe('answerAppPageInLanguage', () => {
  it('keeps nothing and answers nothing where the worker cannot read cookies', () => {
    const addEventListener = vi.fn();
    answerAppPageInLanguage({ addEventListener, navigator: { languages: ['ja-JP'] } } as WorkerScope, 'v1');
    expect(addEventListener).not.toHaveBeenCalled();
  });

  it('keeps the pages at install, drops other builds at activation and answers loads, with the Cookie Store API', () => {
    const addEventListener = vi.fn();
    const cookieStore = { get: vi.fn() };
    answerAppPageInLanguage(
      { addEventListener, cookieStore, navigator: { languages: [] } } as WorkerScope,
      'v1',
    );
    expect(addEventListener.mock.calls.map(([type]) => type)).toEqual(['install', 'activate', 'fetch']);
  });

  it('lets every request but a load of the app page through to Workbox', () => {
    const listeners = new Map<string, (event: unknown) => void>();
    const scope = {
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      cookieStore: { get: vi.fn() },
      navigator: { languages: [] },
    } as unknown as WorkerScope;
    answerAppPageInLanguage(scope, 'v1');
    const respondWith = vi.fn();
    const stopImmediatePropagation = vi.fn();
    const event = (url: string, mode: string) => ({
      request: { url, mode },
      respondWith,
      stopImmediatePropagation,
    });
    listeners.get('fetch')!(event('https://petrel.example/mobile/assets/start-app.js', 'no-cors'));
    listeners.get('fetch')!(event('https://petrel.example/mobile/market', 'navigate'));
    listeners.get('fetch')!(event('https://petrel.example/mobile/', 'cors'));
    expect(respondWith).not.toHaveBeenCalled();
    expect(stopImmediatePropagation).not.toHaveBeenCalled();
  });
});
