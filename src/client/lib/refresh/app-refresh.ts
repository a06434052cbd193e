/**
 * The app-wide refresh event of the spec: the shell ticks every 5000 ms and screens revalidate their data on it.
 * A hidden page does not tick, so a phone in a pocket does not spend battery and data on charts nobody sees.
 */
import { useEffect, useRef } from 'react';
import { appRefreshIntervalMs } from '../../../common/constants';

const refreshEvent = 'petrel:refresh';

export function startAppRefresh(intervalMs: number = appRefreshIntervalMs): () => void {
  const timer = setInterval(() => {
    if (document.visibilityState !== 'hidden') window.dispatchEvent(new Event(refreshEvent));
  }, intervalMs);
  return () => clearInterval(timer);
}

export function useAppRefresh(onRefresh: () => void): void {
  const latest = useRef(onRefresh);
  latest.current = onRefresh;
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(refreshEvent, listener);
    return () => window.removeEventListener(refreshEvent, listener);
  }, []);
}
