// Proves the first visit speaks the browser's language: index.html's inline script takes the first of navigator.languages that is one of the four (by its language part: ja → ja-JP, zh-TW → zh-CN, en-GB → en-US), else en-US; a stored choice always wins; the app starts in exactly the language the script noted, and only the reader's own choice is stored; the server's pick of the page agrees with the script, and the stored choice is mirrored into the cookie it reads.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstScreenScript } from '../../../../src/common/first-screen-script';
import { firstScreenLocaleAttribute } from '../../../../src/common/first-screen-names';
import { firstVisitLocale } from '../../../../src/common/first-visit-page';
import { activateLocale, chooseLocale, startLocale } from '../../../../src/client/lib/i18n/i18n';
import { mirrorLanguageChoice } from '../../../../src/client/lib/i18n/language-cookie';
import { storageKeys } from '../../../../src/client/lib/session/storage-keys';

const html = document.documentElement;
const runInlineScript = () => new Function(firstScreenScript)() as void;

function browserLanguages(languages: readonly string[]): void {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

/** The language the inline script notes for a browser with `languages` and nothing stored. */
function firstVisitLanguage(languages: readonly string[]): string | null {
  browserLanguages(languages);
  runInlineScript();
  return html.getAttribute(firstScreenLocaleAttribute);
}

afterEach(() => {
  browserLanguages(['en-US']);
  html.removeAttribute(firstScreenLocaleAttribute);
});

describe('the first visit', () => {
  it.each([
    [['ja-JP'], 'ja-JP'],
    [['ja'], 'ja-JP'],
    [['ko-KR', 'en-US'], 'ko-KR'],
    [['zh-CN'], 'zh-CN'],
    [['zh-TW', 'zh'], 'zh-CN'],
    [['zh-Hant-HK'], 'zh-CN'],
    [['en-GB'], 'en-US'],
    // In the reader's order: the first that is one of ours, not the best-known one.
    [['fr-FR', 'de', 'ko', 'ja'], 'ko-KR'],
    [['en-US', 'ja-JP'], 'en-US'],
    // None of ours, or none at all: the default.
    [['fr-FR', 'de-DE'], 'en-US'],
    [[], 'en-US'],
  ])('with browser languages %j opens in %s', (languages, expected) => {
    expect(firstVisitLanguage(languages)).toBe(expected);
    expect(html.lang).toBe(expected);
  });

  it('does not take a language whose tag merely starts like one of ours', () => {
    expect(firstVisitLanguage(['jav', 'kok', 'zha'])).toBe('en-US');
  });

  it('starts the app in the language the inline script noted, without storing it', () => {
    firstVisitLanguage(['ja-JP']);
    expect(startLocale()).toBe('ja-JP');
    expect(window.localStorage.getItem(storageKeys.language)).toBeNull();
  });

  it('starts in the default where no inline script ran', () => {
    expect(startLocale()).toBe('en-US');
  });
});

describe('a stored choice', () => {
  it('wins over the browser language, in the inline script and the app alike', () => {
    window.localStorage.setItem(storageKeys.language, 'en-US');
    expect(firstVisitLanguage(['ja-JP', 'ko-KR'])).toBe('en-US');
    expect(startLocale()).toBe('en-US');
  });

  it('is stored only when the reader chooses, not when the app shows the browser language', async () => {
    firstVisitLanguage(['ko-KR']);
    await activateLocale(startLocale());
    expect(window.localStorage.getItem(storageKeys.language)).toBeNull();
    await chooseLocale('zh-CN');
    expect(window.localStorage.getItem(storageKeys.language)).toBe('zh-CN');
    expect(firstVisitLanguage(['ko-KR'])).toBe('zh-CN');
    await activateLocale('en-US');
  });
});

describe("the server's pick of the page (src/common/first-visit-page.ts)", () => {
  /** Accept-Language as a browser sends it for its list of languages: in order, each with a lower weight. */
  const acceptLanguageOf = (languages: readonly string[]) =>
    languages.map((tag, index) => (index === 0 ? tag : `${tag};q=${(1 - index / 10).toFixed(1)}`)).join(',');

  it.each([
    [['ja-JP']],
    [['zh-TW', 'zh']],
    [['fr-FR', 'de', 'ko', 'ja']],
    [['en-US', 'ja-JP']],
    [['fr-FR']],
    [[]],
  ])('is the language the inline script notes, for browser languages %j', (languages) => {
    expect(firstVisitLocale(undefined, acceptLanguageOf(languages))).toBe(firstVisitLanguage(languages));
  });
});

describe('the cookie that mirrors the choice', () => {
  const written: string[] = [];
  let current = '';
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  beforeEach(() => {
    written.length = 0;
    current = '';
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => current,
      set: (value: string) => written.push(value),
    });
  });
  afterEach(() => {
    delete (document as { cookie?: string }).cookie;
    expect(Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')).toEqual(cookie);
  });

  it('is written when the reader chooses, for /mobile/ requests only, for a year', async () => {
    await chooseLocale('ko-KR');
    expect(written).toEqual(['petrel.lang=ko-KR; Path=/mobile/; Max-Age=31536000; SameSite=Lax']);
    await activateLocale('en-US');
  });

  it('is not written when the app merely shows the browser language, and is cleared with no choice stored', async () => {
    await activateLocale('ja-JP');
    mirrorLanguageChoice(null);
    expect(written).toEqual([]);
    current = 'other=1; petrel.lang=ja-JP';
    mirrorLanguageChoice(null);
    expect(written).toEqual(['petrel.lang=; Path=/mobile/; Max-Age=0; SameSite=Lax']);
    await activateLocale('en-US');
  });

  it('is left alone when it already says the choice', () => {
    current = 'petrel.lang=ko-KR';
    mirrorLanguageChoice('ko-KR');
    expect(written).toEqual([]);
  });
});
