/**
 * Which colour means "up". Chinese and Korean readers see red as a rise, most others green; the default follows
 * the language and the user's own choice, once made, is stored and wins. Applied as an attribute on the root that
 * sets two CSS variables, so lists and books read the same two colours as the charts (trendColors).
 */
import { upColorAttribute } from '../../../common/first-screen-names';
import { defaultUpColor, type UpColor } from '../../../common/locales';
import { localeStore } from '../i18n/i18n';
import { safeStorage, storageKeys } from '../session/storage-keys';
import { createStore } from '../store/create-store';
import { useStore } from '../store/use-store';

export const riseGreen = '#1fbf75';
export const fallRed = '#f65f70';

function storedChoice(): UpColor | null {
  const stored = safeStorage.get(storageKeys.upColor);
  return stored === 'green-up' || stored === 'red-up' ? stored : null;
}

export const upColorStore = createStore<{ choice: UpColor | null }>({ choice: storedChoice() });

export function effectiveUpColor(): UpColor {
  return upColorStore.get().choice ?? defaultUpColor(localeStore.get().locale);
}

export function trendColors(upColor: UpColor): { up: string; down: string } {
  return upColor === 'green-up' ? { up: riseGreen, down: fallRed } : { up: fallRed, down: riseGreen };
}

export function chooseUpColor(choice: UpColor): void {
  safeStorage.set(storageKeys.upColor, choice);
  upColorStore.set({ choice });
}

/**
 * The CSS variables follow the attribute (app/styles.css), which index.html's inline script set before the first
 * paint by the same rule (src/common/first-screen-script.ts); this keeps it in step with a new choice or language.
 */
function applyToDocument(): void {
  document.documentElement.setAttribute(upColorAttribute, effectiveUpColor());
}

/** Keeps the CSS variables in step with the choice and the language. */
export function watchUpColor(): () => void {
  applyToDocument();
  const unsubscribeChoice = upColorStore.subscribe(applyToDocument);
  const unsubscribeLocale = localeStore.subscribe(applyToDocument);
  return () => {
    unsubscribeChoice();
    unsubscribeLocale();
  };
}

export function useUpColor(): UpColor {
  const choice = useStore(upColorStore, (state) => state.choice);
  const locale = useStore(localeStore, (state) => state.locale);
  return choice ?? defaultUpColor(locale);
}
