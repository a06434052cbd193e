/**
 * After a position opens or closes, every view of positions and balances on screen reads again at once instead of
 * waiting for the next 5000 ms tick: the open form, the list below it and the balances are separate queries (the
 * list is also shown on the Position tab), so a change is announced here and each reloads itself.
 */
import { useEffect, useRef } from 'react';
import { createStore } from '../../lib/store/create-store';

const revisionStore = createStore<{ revision: number }>({ revision: 0 });

export function positionsChanged(): void {
  revisionStore.set((state) => ({ revision: state.revision + 1 }));
}

/** Calls `reload` whenever positions change (not on mount: the query fetches by itself then). */
export function useReloadOnPositionsChange(reload: () => void): void {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => revisionStore.subscribe(() => latest.current()), []);
}
