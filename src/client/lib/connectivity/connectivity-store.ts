/**
 * Whether the app can reach its server. navigator.onLine alone lies on flaky mobile networks (it reports a
 * connection that delivers nothing), so a failed request also counts as offline until a request succeeds.
 */
import { createStore } from '../store/create-store';
import { useStore } from '../store/use-store';

interface ConnectivityState {
  browserOnline: boolean;
  lastRequestFailed: boolean;
}

export const connectivityStore = createStore<ConnectivityState>({
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  lastRequestFailed: false,
});

export function isOnline(state: ConnectivityState = connectivityStore.get()): boolean {
  return state.browserOnline && !state.lastRequestFailed;
}

export function reportRequestOutcome(reachedServer: boolean): void {
  connectivityStore.set({ lastRequestFailed: !reachedServer });
}

export function watchBrowserConnectivity(): () => void {
  const update = () =>
    connectivityStore.set({ browserOnline: navigator.onLine, lastRequestFailed: !navigator.onLine });
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}

export function useOnline(): boolean {
  return useStore(connectivityStore, isOnline);
}
