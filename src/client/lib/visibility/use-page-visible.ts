/**
 * Whether the page is on screen. Work that only a watcher needs (a live quote re-asked every few seconds, a
 * countdown ticking every second) waits until the page is seen again, like the app's refresh tick.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isVisible = () => document.visibilityState !== 'hidden';

export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, isVisible, () => true);
}
