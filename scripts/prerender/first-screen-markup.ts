/**
 * One index.html serves every tab (the route is in the hash, which the server never sees), so it carries every
 * tab's first screen in every language (the Trade and Position tabs' for a visitor and for a signed-in user), each
 * in a wrapper the inline CSS hides unless it is the one the address, the stored language and the stored session
 * ask for (src/common/first-screen-script.ts notes them on <html>). The wrapper shown is
 * `display: contents`, so the screen lays out as it will under React, straight under #root. Without the script
 * (JavaScript off), Home in English shows.
 */
import {
  firstScreenCopyAttribute,
  firstScreenCopyClass,
  firstScreenLocaleAttribute,
  firstScreenPathAttribute,
  firstScreenSessionAttribute,
} from '../../src/common/first-screen-names';
import type { Locale } from '../../src/common/locales';
import type { FirstScreen } from './render-in-node';

export const defaultFirstScreen = { key: 'home', locale: 'en-US' } as const;

const variantAttribute = firstScreenCopyAttribute;
const variantClass = firstScreenCopyClass;

/** "home en-US", or "trade ja-JP signedIn" for a screen with a copy per session state. */
const variantOf = (screen: Pick<FirstScreen, 'key' | 'locale' | 'session'>) =>
  [screen.key, screen.locale, ...(screen.session === 'any' ? [] : [screen.session])].join(' ');

const isDefault = (screen: FirstScreen) =>
  screen.key === defaultFirstScreen.key && screen.locale === defaultFirstScreen.locale;

/** Attributes that hold element ids, which must stay unique in the page across the hidden copies. */
const idReference = /(?<= )(id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]*)"/g;

/**
 * The default copy keeps React's ids; every other copy's ids get its number in the page as a suffix ("price~7"):
 * a short one, as each suffix is new to the compressor (naming the copy, "--trade-ja-JP-signedIn", cost 0.5 KiB of
 * index.html's 13). React replaces them all.
 */
function uniqueIds(screen: FirstScreen, index: number): string {
  if (isDefault(screen)) return screen.html;
  return screen.html.replace(
    idReference,
    (_match, name: string, ids: string) =>
      `${name}="${ids
        .split(' ')
        .map((id) => (id ? `${id}~${index}` : id))
        .join(' ')}"`,
  );
}

/**
 * React's hint to preload an image the markup shows anyway (once per copy), and test ids: until React replaces the
 * copies, a test must not find two elements by one id, nor reach a button of the copy that no handler listens on.
 * Also the comments React leaves for hydration (Suspense boundaries, text separators) and a fallback's empty
 * template: createRoot replaces the copies without reading them, and every byte of index.html counts.
 */
const leftOut =
  /<link rel="preload" as="image"[^>]*\/>| data-testid="[^"]*"|<!--(?: |\/?\$[!?]?)-->|<template><\/template>/g;

export function firstScreensMarkup(screens: readonly FirstScreen[]): string {
  return screens
    .map(
      (screen, index) =>
        `<div class="${variantClass}" ${variantAttribute}="${variantOf(screen)}" lang="${screen.locale}">` +
        `${uniqueIds(screen, index).replace(leftOut, '')}</div>`,
    )
    .join('');
}

const onPath = (path: string) => `[${firstScreenPathAttribute}="${path}"]`;
const pathNoted = `[${firstScreenPathAttribute}]`;
const localeNoted = `[${firstScreenLocaleAttribute}]`;
const sessionNoted = `[${firstScreenSessionAttribute}]`;
const copies = `.${variantClass}`;

/** The copies of one screen for one session state: "home" (all languages), or "trade" for a visitor only. */
function copiesOf(key: string, session: FirstScreen['session']): string {
  const ofKey = `${copies}[${variantAttribute}^="${key} "]`;
  return session === 'any' ? ofKey : `${ofKey}[${variantAttribute}$=" ${session}"]`;
}

/**
 * Each rule hides the copies that do not fit one of the three things the inline script notes, so a copy shows when
 * it fits all three (a selector per path, language and session state, as before, was 40 % of index.html's CSS):
 * - the language: a copy in another language than the one noted; without the script, all but the default's;
 * - the session state: a visitor's copy under the session mark, a signed-in user's copy without it;
 * - the path: a screen's copies on a path that shows another screen (`keysByPath`; a visitor's copy shared by
 *   other keys also shows on theirs); `other` on every listed path, and everything but Home without the script.
 */
function hidingSelectors(
  screens: readonly FirstScreen[],
  keysByPath: Record<string, string>,
  sharedVisitorCopies: Readonly<Record<string, string>>,
  defaultLocale: Locale,
): string[] {
  const paths = Object.keys(keysByPath);
  const selectors: string[] = [];
  for (const locale of new Set(screens.map((screen) => screen.locale))) {
    const noted = locale === defaultLocale ? localeNoted : '';
    selectors.push(
      `html${noted}:not([${firstScreenLocaleAttribute}="${locale}"]) ${copies}[lang="${locale}"]`,
    );
  }
  if (screens.some((screen) => screen.session !== 'any')) {
    selectors.push(`html${sessionNoted} ${copies}[${variantAttribute}$=" visitor"]`);
    selectors.push(`html:not(${sessionNoted}) ${copies}[${variantAttribute}$=" signedIn"]`);
  }
  const groups = new Map(screens.map((screen) => [`${screen.key} ${screen.session}`, screen]));
  for (const { key, session } of groups.values()) {
    if (key === 'other') {
      selectors.push(`html:not(${pathNoted}) ${copiesOf(key, session)}`);
      if (paths.length > 0)
        selectors.push(`html:is(${paths.map(onPath).join(',')}) ${copiesOf(key, session)}`);
      continue;
    }
    const shows = (pathKey: string) =>
      pathKey === key || (session === 'visitor' && sharedVisitorCopies[pathKey] === key);
    const shownOn = paths.filter((path) => shows(keysByPath[path] ?? '')).map(onPath);
    const scriptRan = key === defaultFirstScreen.key ? pathNoted : '';
    const elsewhere = shownOn.length > 0 ? `:not(${shownOn.join(',')})` : '';
    selectors.push(`html${scriptRan}${elsewhere} ${copiesOf(key, session)}`);
  }
  return selectors;
}

/**
 * In the `shell` layer, as every rule of the page is in a layer (vite.config.ts, cascadeLayers). A copy shows only
 * once the parser has gone past it (it has a next sibling: another copy, or the <noscript> after the last one). A
 * browser paints a page while it is still parsing it, and a copy drawn half-parsed (a tab bar with four of its five
 * tabs, the spot form before the order book beside it) moved when the rest arrived: a layout shift. A browser without
 * :has() passes over that rule alone. `defaultLocale` is
 * the language shown without the script: English on the page of all languages, a one-language page's own.
 */
export function variantSelectionCss(
  screens: readonly FirstScreen[],
  keysByPath: Record<string, string>,
  sharedVisitorCopies: Readonly<Record<string, string>> = {},
  defaultLocale: Locale = defaultFirstScreen.locale,
): string {
  const hidden = hidingSelectors(screens, keysByPath, sharedVisitorCopies, defaultLocale);
  return (
    `@layer shell{${copies}{display:contents}${hidden.join(',')}{display:none}` +
    `${copies}:not(:has(+ *)){display:none}}`
  );
}
