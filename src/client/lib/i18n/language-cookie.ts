/**
 * Mirrors the reader's stored language choice into a cookie that only requests under /mobile/ carry, so the server
 * can send the page whose first screens are in that language (src/common/first-visit-page.ts); without a choice
 * there is no cookie, and the server follows the browser's languages, as the app does. The API never sees it.
 */
import { appBasePath } from '../../../common/api-paths';
import { languageCookieName } from '../../../common/first-visit-page';
import type { Locale } from '../../../common/locales';

const yearSeconds = 365 * 24 * 60 * 60;

/** The cookie's value as this page sees it ("" when there is none). */
function mirroredChoice(): string {
  const prefix = `${languageCookieName}=`;
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return cookie?.slice(prefix.length) ?? '';
}

export function mirrorLanguageChoice(choice: Locale | null): void {
  if (typeof document === 'undefined' || mirroredChoice() === (choice ?? '')) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const value = choice ?? '';
  const maxAge = choice ? yearSeconds : 0;
  document.cookie = `${languageCookieName}=${value}; Path=${appBasePath}; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}
