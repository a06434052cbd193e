/**
 * Whether the page is on screen. A quote left running in a background tab would be re-asked for every few
 * seconds for nobody; the live quote waits until the page is seen again (like the app's refresh tick).
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
