/**
 * A tiny observable store in the spirit of zustand: plain state, a setter and subscribers. Framework-free: its
 * React binding is use-store.ts, so the code that runs before the first paint (main.tsx's chunk) can keep a store
 * without bringing React into that chunk.
 */

export interface Store<State> {
  get(): State;
  set(update: Partial<State> | ((state: State) => Partial<State>)): void;
  subscribe(listener: (state: State) => void): () => void;
}

export function createStore<State extends object>(initial: State): Store<State> {
  let state = initial;
  const listeners = new Set<(state: State) => void>();
  return {
    get: () => state,
    set(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      const changed = Object.entries(patch).some(
        ([key, value]) => !Object.is(state[key as keyof State], value),
      );
      if (!changed) return;
      state = { ...state, ...patch };
      for (const listener of listeners) listener(state);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
