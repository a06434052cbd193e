/**
 * The device a sign-in came from, in words: "Chrome on Android", "Safari on iPhone", the system or the browser alone
 * when only one is known, "Unknown device" when neither is. Browser and system names are product names and stay as
 * they are; the sentence around them is translated.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { guessDevice } from '../../../common/user-agent';

export function deviceName(i18n: I18n, userAgent: string): string {
  const { browser, system } = guessDevice(userAgent);
  if (browser && system)
    return i18n._(
      msg({
        message: `${browser} on ${system}`,
        comment:
          'A device in the list of sign-ins: a browser on an operating system, e.g. "Chrome on Android".',
      }),
    );
  if (system) return system;
  if (browser) return browser;
  return i18n._(msg`Unknown device`);
}
