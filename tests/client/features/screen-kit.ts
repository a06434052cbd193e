/**
 * What the trading screens' tests share. Their set-up: English messages, online and a freshly signed-in user before each
 * test, and afterwards everything a screen leaves behind cleared (the DOM, fake timers, stubbed fetch, the toast,
 * remembered public answers and saved answers on the device), so no test sees another's state; and the toast's text.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetRememberedAnswers } from '../../../src/client/lib/cache/use-cached-query';
import { notifyStore } from '../../../src/client/lib/notify/notify-store';
import { setOnline, signIn } from './me/me-test-kit';
import { clearDeviceCache } from '../support/device-cache';

/** Registers the hooks; `english: false` for a file that activates its own locales. */
export function signedInScreenHooks({ english = true }: { english?: boolean } = {}): void {
  if (english) beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
  beforeEach(() => {
    setOnline(true);
    signIn();
  });
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    notifyStore.set({ current: null });
    forgetRememberedAnswers('');
    await clearDeviceCache();
  });
}

/** The text of the toast on screen, in the active language; undefined when there is none. */
export function toastText(): string | undefined {
  const message = notifyStore.get().current?.message;
  return typeof message === 'string' ? message : message && i18n._(message as MessageDescriptor);
}
