/**
 * Opens an operator-configured link (the online customer service). The address comes from a server parameter,
 * so only http and https are followed: a `javascript:` value must never run in the app's origin.
 */
import { currentBrowserTraits, isIosSafari, type BrowserTraits } from './ios-safari';

export function safeExternalUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Returns false when the address is not a web link, so the caller can say so. */
export function openExternalLink(value: string, traits: BrowserTraits = currentBrowserTraits()): boolean {
  const url = safeExternalUrl(value);
  if (!url) return false;
  if (isIosSafari(traits)) window.location.assign(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
  return true;
}
