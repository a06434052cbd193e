/**
 * Where the customer-service link opens: a new window, except on iOS Safari (and the home-screen app, which runs
 * on Safari's engine), where a second window either gets blocked or throws the user out of the installed app, so
 * the spec opens it in the same window there. The decision is a pure function of the browser's traits.
 */

export interface BrowserTraits {
  userAgent: string;
  /** iPadOS 13+ reports a Mac user agent; only its touch points give it away. */
  maxTouchPoints: number;
  /** Running as an installed home-screen app (navigator.standalone or display-mode: standalone). */
  standalone: boolean;
}

const iosDevicePattern = /\b(iPhone|iPad|iPod)\b/;
/** Other iOS browsers and in-app web views also say "Safari" or "Mobile"; their own tokens exclude them. */
const otherIosBrowserPattern =
  /\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|YaBrowser|DuckDuckGo|GSA|FBAN|FBAV|Instagram|Line|MicroMessenger|Twitter)\//i;

export function isIosDevice(traits: Pick<BrowserTraits, 'userAgent' | 'maxTouchPoints'>): boolean {
  if (iosDevicePattern.test(traits.userAgent)) return true;
  return /\bMacintosh\b/.test(traits.userAgent) && traits.maxTouchPoints > 1;
}

export function isIosSafari(traits: BrowserTraits): boolean {
  if (!isIosDevice(traits)) return false;
  if (traits.standalone) return true;
  return /\bSafari\//.test(traits.userAgent) && !otherIosBrowserPattern.test(traits.userAgent);
}

/** Reads the traits of the running browser; kept apart so that the decision above stays testable. */
export function currentBrowserTraits(): BrowserTraits {
  const nav = navigator as Navigator & { standalone?: boolean };
  const displayStandalone =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone === true || displayStandalone,
  };
}
