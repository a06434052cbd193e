/**
 * Screens read the session through this hook. Select one field (or a primitive built from fields): the hook
 * re-renders only when the selection changes, and a selector that builds a new object would change every time.
 */
import { sessionStore, type SessionState } from '../session/session-store';
import { useStore } from '../store/use-store';

const wholeState = (state: SessionState): SessionState => state;

export function useSession(): SessionState;
export function useSession<Slice>(select: (state: SessionState) => Slice): Slice;
export function useSession<Slice>(select?: (state: SessionState) => Slice): Slice | SessionState {
  return useStore<SessionState, Slice | SessionState>(sessionStore, select ?? wholeState);
}

export const useIsLoggedIn = (): boolean => useSession((state) => state.isLogin);
