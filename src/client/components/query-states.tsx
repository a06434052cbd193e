/**
 * The states of a private read before its data is on screen: loading, failed (with retry), offline with nothing
 * saved, or signed out. Once data exists the screen shows it, with saved data kept through later failures.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingRows } from './screen-states';
import type { CachedQuery } from '../lib/cache/use-cached-query';
import { useOnline } from '../lib/connectivity/connectivity-store';
import { navigate } from '../lib/router/hash-location';
import { useIsLoggedIn } from '../lib/account/use-session';

export function SignedOutState() {
  return (
    <div className="me-signed-out">
      <EmptyState>
        <Trans>Please login first</Trans>
      </EmptyState>
      <button type="button" className="button" onClick={() => navigate('/login')}>
        <Trans>Log in</Trans>
      </button>
    </div>
  );
}

interface QueryStatesProps<T> {
  query: Pick<CachedQuery<T>, 'error' | 'reload'>;
  data: T | undefined;
  loadingRows?: number;
  /** What shows while it loads, in place of `loadingRows` skeleton rows (a screen's own placeholder). */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryStates<T>({ query, data, loadingRows = 4, loading, children }: QueryStatesProps<T>) {
  const isLogin = useIsLoggedIn();
  if (!isLogin) return <SignedOutState />;
  if (data !== undefined) return <>{children(data)}</>;
  return (
    <PendingStates
      query={query}
      loadingRows={loadingRows}
      loading={loading}
      offline={
        <Trans>
          You are offline and nothing is saved on this device yet. It will load when you reconnect.
        </Trans>
      }
    />
  );
}

interface PendingStatesProps {
  query: Pick<CachedQuery<unknown>, 'error' | 'reload'>;
  loadingRows: number;
  /** The screen's own placeholder while it loads, in place of the skeleton rows. */
  loading?: ReactNode;
  /** What the screen says offline with nothing saved (its words, in its own catalog). */
  offline: ReactNode;
}

/** A read with no data on screen yet: failed (with retry), offline with nothing saved, or loading. */
export function PendingStates({ query, loadingRows, loading, offline }: PendingStatesProps) {
  const online = useOnline();
  if (query.error && online) return <ErrorState message={query.error.message} onRetry={query.reload} />;
  if (!online) return <EmptyState>{offline}</EmptyState>;
  return loading ?? <LoadingRows count={loadingRows} />;
}
