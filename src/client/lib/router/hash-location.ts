/**
 * Hash routing that keeps the query inside the hash (#/market/kline?currency=BTC), so that links such as
 * #/register?code=… work and a query never outlives its screen. wouter's own hash hook moves the query to the
 * page's search part instead, where it would stick to every later route. React's hooks over it are in
 * use-hash-location.ts, so the code that runs before the first paint can read the address without React.
 */
import { homePath } from './home-path';

const hashPrefix = /^#?\/?/;

export function splitHash(): { path: string; search: string } {
  const raw = window.location.hash.replace(hashPrefix, '');
  const queryAt = raw.indexOf('?');
  return queryAt === -1
    ? { path: `/${raw}`, search: '' }
    : { path: `/${raw.slice(0, queryAt)}`, search: raw.slice(queryAt + 1) };
}

/** The path of the address as it is now, e.g. "/market/kline" (read once at start, before React). */
export function currentHashPath(): string {
  return splitHash().path;
}

export function subscribeToHash(callback: () => void): () => void {
  window.addEventListener('hashchange', callback);
  return () => window.removeEventListener('hashchange', callback);
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const target = `#/${to.replace(hashPrefix, '')}`;
  if (window.location.hash === target) return;
  const oldURL = window.location.href;
  const url = new URL(oldURL);
  url.hash = target;
  window.history[options.replace ? 'replaceState' : 'pushState'](null, '', url.href);
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

/** The address a build-time render (src/client/prerender/) draws, where there is no window to read it from. */
let prerenderedPath = homePath;

export function prerenderAt(path: string): void {
  prerenderedPath = path;
}

export function prerenderedHashPath(): string {
  return prerenderedPath;
}

/** Builds "/path?a=1&b=2" from a path and query values, leaving out empty ones. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
}
