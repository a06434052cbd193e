/**
 * One error for a whole market screen (the k-line and the trade screens). Its parts (price, chart, book, trades)
 * fetch on their own, so a failed API used to show one error box per part, all saying the same thing. Each part now reports here while it has an error
 * and nothing to show; the screen shows the first message once, with one retry for every failed part, and the
 * parts show a quiet empty state in their place.
 */
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { ErrorState } from '../screen-states';
import type { CachedQuery } from '../../lib/cache/use-cached-query';
import { createStore, type Store } from '../../lib/store/create-store';
import { useStore } from '../../lib/store/use-store';

interface PartFailure {
  message: string;
  reload: () => void;
}

interface FailureState {
  /** Failed parts by name, in the order they failed. */
  failures: ReadonlyMap<string, PartFailure>;
}

const FailureContext = createContext<Store<FailureState> | null>(null);

export function MarketFailureScope({ children }: { children: ReactNode }) {
  const [store] = useState(() => createStore<FailureState>({ failures: new Map() }));
  return <FailureContext.Provider value={store}>{children}</FailureContext.Provider>;
}

function withoutPart(state: FailureState, part: string): Partial<FailureState> {
  if (!state.failures.has(part)) return {};
  const failures = new Map(state.failures);
  failures.delete(part);
  return { failures };
}

/**
 * Reports `query` as failed while it has an error and no data (saved data stays on screen through a failed
 * refresh, as everywhere in the app). Returns whether it failed, so the part can show its quiet state.
 */
export function useReportFailure(part: string, query: CachedQuery<unknown>): boolean {
  const store = useContext(FailureContext);
  const message = query.data === undefined ? query.error?.message : undefined;
  const { reload } = query;
  // Before paint, so the part's quiet state and the screen's error appear in the same frame.
  useLayoutEffect(() => {
    if (store === null || message === undefined) return;
    store.set((state) => ({ failures: new Map(state.failures).set(part, { message, reload }) }));
    return () => store.set((state) => withoutPart(state, part));
  }, [store, part, message, reload]);
  return message !== undefined;
}

/** Stands in outside a scope (a part rendered alone), where nothing is reported. */
const emptyStore = createStore<FailureState>({ failures: new Map() });

/** The screen's one error, with a retry that asks again for every part that failed. */
export function MarketFailureNotice() {
  const failures = useStore(useContext(FailureContext) ?? emptyStore, (state) => state.failures);
  const first = failures.values().next().value;
  if (first === undefined) return null;
  const retryAll = () => failures.forEach((failure) => failure.reload());
  return <ErrorState message={first.message} onRetry={retryAll} />;
}
