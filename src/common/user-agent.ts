/**
 * An approximate device from a User-Agent text: the browser and the operating system, for the list of sign-ins
 * (/me/safety, and the operators' view of a user). It knows the common ones only and answers null for what it does
 * not recognise; the names are product names, the same in every language, and the screen puts them in a
 * translated sentence ("Chrome on Android").
 */

export type BrowserName =
  'Chrome' | 'Safari' | 'Firefox' | 'Edge' | 'Opera' | 'Samsung Internet' | 'WeChat' | 'UC Browser';

export type SystemName =
  'Android' | 'iPhone' | 'iPad' | 'Windows' | 'macOS' | 'ChromeOS' | 'Linux' | 'HarmonyOS';

export interface DeviceGuess {
  browser: BrowserName | null;
  system: SystemName | null;
}

/**
 * Browsers in the order they must be tried: most embed "Chrome" or "Safari" in their text, so the specific tokens
 * come first and Chrome's and Safari's own last. iOS browsers carry their own token (CriOS, FxiOS, EdgiOS).
 */
const browserPatterns: ReadonlyArray<readonly [BrowserName, RegExp]> = [
  ['WeChat', /MicroMessenger\//],
  ['Samsung Internet', /SamsungBrowser\//],
  ['UC Browser', /UCBrowser\//],
  ['Edge', /Edg(e|A|iOS)?\//],
  ['Opera', /(OPR|OPiOS|Opera)\//],
  ['Firefox', /(Firefox|FxiOS)\//],
  ['Chrome', /(Chrome|CriOS|Chromium)\//],
  ['Safari', /Version\/[\d.]+.*Safari\/|Mobile\/\w+ Safari\//],
];

/** Systems likewise: Android texts say "Linux", iPad texts may say "Mac OS X", so those come first. */
const systemPatterns: ReadonlyArray<readonly [SystemName, RegExp]> = [
  ['HarmonyOS', /HarmonyOS|OpenHarmony/],
  ['Android', /Android/],
  ['iPad', /iPad/],
  ['iPhone', /iPhone|iPod/],
  ['Windows', /Windows/],
  ['ChromeOS', /CrOS/],
  ['macOS', /Macintosh|Mac OS X/],
  ['Linux', /Linux|X11/],
];

function firstMatch<Name>(text: string, patterns: ReadonlyArray<readonly [Name, RegExp]>): Name | null {
  return patterns.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

export function guessDevice(userAgent: string): DeviceGuess {
  return { browser: firstMatch(userAgent, browserPatterns), system: firstMatch(userAgent, systemPatterns) };
}
