/**
 * Whether balances are shown or masked (the spec's canSeeAsserts, default 1 = visible). A phone is often looked at
 * over a shoulder, so the choice is remembered on the device and survives logout: it is about the screen, not
 * about the account.
 */
import { safeStorage, storageKeys } from '../session/storage-keys';
import { createStore } from '../store/create-store';
import { useStore } from '../store/use-store';

function storedChoice(): boolean {
  return safeStorage.get(storageKeys.canSeeAssets) !== '0';
}

export const seeAssetsStore = createStore<{ visible: boolean }>({ visible: storedChoice() });

export function setAssetsVisible(visible: boolean): void {
  safeStorage.set(storageKeys.canSeeAssets, visible ? '1' : '0');
  seeAssetsStore.set({ visible });
}

/** Reads the stored choice again (tests, and a second tab that changed it). */
export function reloadAssetsVisibility(): void {
  seeAssetsStore.set({ visible: storedChoice() });
}

export function useAssetsVisible(): boolean {
  return useStore(seeAssetsStore, (state) => state.visible);
}
