/**
 * Whether timed orders are confirmed in a sheet before they are sent. The sheet is on until the user ticks "Don't
 * ask again", and the choice belongs to the device (localStorage), like the up colour: it is about how this
 * phone is used, not about the account. It is read from storage on every render rather than held in memory, so
 * a reload, a second tab (the storage event) and a new render all see the same choice.
 */
import { useSyncExternalStore } from 'react';
import { safeStorage, storageKeys } from '../../lib/session/storage-keys';

const skippedValue = '1';
const listeners = new Set<() => void>();

export function isConfirmSkipped(): boolean {
  return safeStorage.get(storageKeys.secondOrderConfirmSkipped) === skippedValue;
}

export function setConfirmSkipped(skipped: boolean): void {
  if (skipped) safeStorage.set(storageKeys.secondOrderConfirmSkipped, skippedValue);
  else safeStorage.remove(storageKeys.secondOrderConfirmSkipped);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useConfirmSkipped(): boolean {
  return useSyncExternalStore(subscribe, isConfirmSkipped, () => false);
}
