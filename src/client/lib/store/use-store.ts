/**
 * The React binding of create-store.ts: re-renders only when the selected slice changes.
 */
import { useSyncExternalStore } from 'react';
import type { Store } from './create-store';

export function useStore<State extends object, Slice>(
  store: Store<State>,
  select: (state: State) => Slice,
): Slice {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}
