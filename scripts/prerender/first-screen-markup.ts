/**
 * One index.html serves every tab (the route is in the hash, which the server never sees), so it carries every
 * tab's first screen in every language (the Trade and Position tabs' for a visitor and for a signed-in user), each
 * in a wrapper the inline CSS hides unless it is the one the address, the stored language and the stored session
 * ask for (src/common/first-screen-script.ts notes them on <html>). The wrapper shown is
 * `display: contents`, so the screen lays out as it will under React, straight under #root. Without the script
 * (JavaScript off), Home in English shows.
 */
import {
  firstScreenLocaleAttribute,
  firstScreenPathAttribute,
  firstScreenSessionAttribute,
} from '../../src/common/first-screen-script';
import type { FirstScreen } from './render-in-node';

export const defaultFirstScreen = { key: 'home', locale: 'en-US' } as const;

const variantAttribute = 'data-first-screen';
const variantClass = 'first-screen';

/** "home en-US", or "trade ja-JP signedIn" for a screen with a copy per session state. */
const variantOf = (screen: Pick<FirstScreen, 'key' | 'locale' | 'session'>) =>
  [screen.key, screen.locale, ...(screen.session === 'any' ? [] : [screen.session])].join(' ');

const isDefault = (screen: FirstScreen) =>
  screen.key === defaultFirstScreen.key && screen.locale === defaultFirstScreen.locale;

/** Attributes that hold element ids, which must stay unique in the page across the hidden copies. */
const idReference = /(?<= )(id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]*)"/g;

/** The default copy keeps React's ids; every other copy's ids get its own suffix (React replaces them all). */
function uniqueIds(screen: FirstScreen): string {
  if (isDefault(screen)) return screen.html;
  const suffix = `--${variantOf(screen).replaceAll(' ', '-')}`;
  return screen.html.replace(
    idReference,
    (_match, name: string, ids: string) =>
      `${name}="${ids
        .split(' ')
        .map((id) => (id ? `${id}${suffix}` : id))
        .join(' ')}"`,
  );
}

/**
 * React's hint to preload an image the markup shows anyway (once per copy), and test ids: until React replaces the
 * copies, a test must not find two elements by one id, nor reach a button of the copy that no handler listens on.
 */
const leftOut = /<link rel="preload" as="image"[^>]*\/>| data-testid="[^"]*"/g;

export function firstScreensMarkup(screens: readonly FirstScreen[]): string {
  return screens
    .map(
      (screen) =>
        `<div class="${variantClass}" ${variantAttribute}="${variantOf(screen)}" lang="${screen.locale}">` +
        `${uniqueIds(screen).replace(leftOut, '')}</div>`,
    )
    .join('');
}

const onPath = (path: string) => `[${firstScreenPathAttribute}="${path}"]`;
const inLocale = (locale: string) => `[${firstScreenLocaleAttribute}="${locale}"]`;
const sessionStates: Record<FirstScreen['session'], string> = {
  any: '',
  signedIn: `[${firstScreenSessionAttribute}]`,
  visitor: `:not([${firstScreenSessionAttribute}])`,
};

/**
 * The selector of <html> under which a screen shows: the paths that show its copy (`keysByPath`, and for a visitor's
 * copy the keys that share it), or, for `other`, any path not listed; in its language and, for a copy per session
 * state, that state.
 */
function pageSelectors(
  screen: FirstScreen,
  keysByPath: Record<string, string>,
  sharedVisitorCopies: Readonly<Record<string, string>>,
): string[] {
  const paths = Object.keys(keysByPath);
  const shows = (key: string) =>
    key === screen.key || (screen.session === 'visitor' && sharedVisitorCopies[key] === screen.key);
  const state = `${inLocale(screen.locale)}${sessionStates[screen.session]}`;
  if (screen.key === 'other') {
    return [
      `html[${firstScreenPathAttribute}]${paths.map((path) => `:not(${onPath(path)})`).join('')}${state}`,
    ];
  }
  const selectors = paths
    .filter((path) => shows(keysByPath[path] ?? ''))
    .map((path) => `html${onPath(path)}${state}`);
  if (isDefault(screen)) selectors.push(`html:not([${firstScreenPathAttribute}])`);
  return selectors;
}

/** In the `shell` layer, as every rule of the page is in a layer (vite.config.ts, cascadeLayers). */
export function variantSelectionCss(
  screens: readonly FirstScreen[],
  keysByPath: Record<string, string>,
  sharedVisitorCopies: Readonly<Record<string, string>> = {},
): string {
  const shown = screens.flatMap((screen) =>
    pageSelectors(screen, keysByPath, sharedVisitorCopies).map(
      (page) => `${page} [${variantAttribute}="${variantOf(screen)}"]`,
    ),
  );
  return `@layer shell{.${variantClass}{display:none}${shown.join(',')}{display:contents}}`;
}
