/** React's view of the address (hash-location.ts): re-renders when the hash changes. */
import { useSyncExternalStore } from 'react';
import { navigate, prerenderedHashPath, splitHash, subscribeToHash } from './hash-location';

export function useHashPath(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribeToHash, () => splitHash().path, prerenderedHashPath), navigate];
}

export function useHashSearch(): string {
  return useSyncExternalStore(
    subscribeToHash,
    () => splitHash().search,
    () => '',
  );
}
