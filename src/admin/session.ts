/**
 * The operator's token for this tab: kept in sessionStorage, so it goes when the tab closes, is never shared with
 * another tab, and is never seen by the user app (it lives under another path and never reads this key). "Sign
 * out" forgets it. A small store lets the screens follow sign-in and sign-out.
 */
import { useSyncExternalStore } from 'react';

export const tokenStorageKey = 'petrel.admin.token';

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage turned off in the browser: the console still works for this page's lifetime.
    return undefined;
  }
}

let memoryToken: string | null = null;

export function currentToken(): string | null {
  return storage()?.getItem(tokenStorageKey) ?? memoryToken;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function signIn(token: string): void {
  memoryToken = token;
  storage()?.setItem(tokenStorageKey, token);
  notify();
}

export function signOut(): void {
  memoryToken = null;
  storage()?.removeItem(tokenStorageKey);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, currentToken);
}
