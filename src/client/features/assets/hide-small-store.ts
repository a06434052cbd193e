/** "Hide small balances" holds for both accounts while the app is open, so switching tabs keeps it. */
import { createStore } from '../../lib/store/create-store';
import { useStore } from '../../lib/store/use-store';

export const hideSmallStore = createStore<{ hideSmall: boolean }>({ hideSmall: false });

export const useHideSmall = (): boolean => useStore(hideSmallStore, (state) => state.hideSmall);

export const setHideSmall = (hideSmall: boolean): void => hideSmallStore.set({ hideSmall });
