/**
 * One index.html serves every tab (the route is in the hash, which the server never sees), so it carries every
 * tab's first screen in every language, each in a wrapper the inline CSS hides unless it is the one the address
 * and the stored language ask for (src/common/first-screen-script.ts notes them on <html>). The wrapper shown is
 * `display: contents`, so the screen lays out as it will under React, straight under #root. Without the script
 * (JavaScript off), Home in English shows.
 */
import { firstScreenLocaleAttribute, firstScreenPathAttribute } from '../../src/common/first-screen-script';
import type { FirstScreen } from './render-in-node';

export const defaultFirstScreen = { key: 'home', locale: 'en-US' } as const;

const variantAttribute = 'data-first-screen';
const variantClass = 'first-screen';

const variantOf = (screen: Pick<FirstScreen, 'key' | 'locale'>) => `${screen.key} ${screen.locale}`;

const isDefault = (screen: FirstScreen) =>
  screen.key === defaultFirstScreen.key && screen.locale === defaultFirstScreen.locale;

/** Attributes that hold element ids, which must stay unique in the page across the hidden copies. */
const idReference = /(?<= )(id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]*)"/g;

/** The default copy keeps React's ids; every other copy's ids get its own suffix (React replaces them all). */
function uniqueIds(screen: FirstScreen): string {
  if (isDefault(screen)) return screen.html;
  const suffix = `--${screen.key}-${screen.locale}`;
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

/** The selector of <html> under which a screen shows: its tab's paths, or, for `other`, any path not a tab's. */
function pageSelectors(screen: FirstScreen, tabPaths: Record<string, string>): string[] {
  const paths = Object.keys(tabPaths);
  if (screen.key === 'other') {
    return [
      `html[${firstScreenPathAttribute}]${paths.map((path) => `:not(${onPath(path)})`).join('')}${inLocale(screen.locale)}`,
    ];
  }
  const selectors = paths
    .filter((path) => tabPaths[path] === screen.key)
    .map((path) => `html${onPath(path)}${inLocale(screen.locale)}`);
  if (isDefault(screen)) selectors.push(`html:not([${firstScreenPathAttribute}])`);
  return selectors;
}

/** In the `shell` layer, as every rule of the page is in a layer (vite.config.ts, cascadeLayers). */
export function variantSelectionCss(
  screens: readonly FirstScreen[],
  tabPaths: Record<string, string>,
): string {
  const shown = screens.flatMap((screen) =>
    pageSelectors(screen, tabPaths).map((page) => `${page} [${variantAttribute}="${variantOf(screen)}"]`),
  );
  return `@layer shell{.${variantClass}{display:none}${shown.join(',')}{display:contents}}`;
}
