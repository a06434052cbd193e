// Proves the app keeps <html>'s colour convention (which app/styles.css turns into --up and --down) as index.html's
// inline script set it: the language's default until the reader chooses, then the choice, whatever the language.
import { afterEach, describe, expect, it } from 'vitest';
import { upColorAttribute } from '../../../../src/common/first-screen-names';
import { localeStore } from '../../../../src/client/lib/i18n/i18n';
import { chooseUpColor, upColorStore, watchUpColor } from '../../../../src/client/lib/preferences/up-color';
import { storageKeys } from '../../../../src/client/lib/session/storage-keys';

const convention = () => document.documentElement.getAttribute(upColorAttribute);

describe('watchUpColor', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    upColorStore.set({ choice: null });
    window.localStorage.removeItem(storageKeys.upColor);
    localeStore.set({ locale: 'en-US' });
    document.documentElement.removeAttribute(upColorAttribute);
  });

  it("follows the language's default until a choice is made, then the choice", () => {
    localeStore.set({ locale: 'en-US' });
    stop = watchUpColor();
    expect(convention()).toBe('green-up');
    localeStore.set({ locale: 'zh-CN' });
    expect(convention()).toBe('red-up');
    chooseUpColor('green-up');
    expect(convention()).toBe('green-up');
    expect(window.localStorage.getItem(storageKeys.upColor)).toBe('green-up');
    localeStore.set({ locale: 'ko-KR' });
    expect(convention()).toBe('green-up');
  });
});
