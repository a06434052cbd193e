/**
 * Guards the routes marked `private`: a visitor sees "Please login first" (spec section 6) under the screen's own
 * title, with what logging in gives there and ways to log in or register that come back here afterwards, instead
 * of a screen that could only fail. The screen's chunk is not even loaded until the user is signed in; the login
 * prompt's own chunk, with its texts, loads only when a visitor meets one (at start, when the first screen is one).
 */
import { Suspense, type ReactNode } from 'react';
import { LoadingRows } from '../components/screen-states';
import { useIsLoggedIn } from '../lib/account/use-session';
import { useHashPath, useHashSearch } from '../lib/router/use-hash-location';
import { lazyScreen, withCatalogPart } from './lazy-screen';

const LoginGateScreen = lazyScreen(withCatalogPart('gates', () => import('./login-gate-screen')));

/**
 * A visitor whose first screen is private sees its login prompt, never the screen: start-app.tsx asks for the
 * prompt's chunk and texts beside the language, in place of the screen's chunk, so the app's first commit draws it.
 */
export const preloadLoginGate = (): Promise<void> => LoginGateScreen.preload();

/** `path` is the route's pattern (routes.tsx), which names the screen's login prompt. */
export function PrivateRoute({ path, children }: { path: string; children: ReactNode }) {
  const isLoggedIn = useIsLoggedIn();
  if (isLoggedIn) return children;
  return <LoginRequired routePath={path} />;
}

function LoginRequired({ routePath }: { routePath: string }) {
  const [path] = useHashPath();
  const search = useHashSearch();
  return (
    <Suspense fallback={<LoadingRows />}>
      <LoginGateScreen routePath={routePath} redirect={search ? `${path}?${search}` : path} />
    </Suspense>
  );
}
