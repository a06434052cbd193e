/** The app shell: language, hash routing, the offline banner, notifications, screens, tab bar and drawer. */
import { I18nProvider } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { LoadingRows } from '../components/screen-states';
import { i18n } from '../lib/i18n/i18n';
import { useHashPath, useHashSearch } from '../lib/router/use-hash-location';
import { homePath } from '../lib/router/home-path';
import { sessionStore } from '../lib/session/session-store';
import { useStore } from '../lib/store/use-store';
import { NotificationSlot } from './notification-slot';
import { OfflineBanner } from './offline-banner';
import { PrivateRoute } from './private-route';
import { notFoundScreen as NotFoundScreen, routes } from './routes';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { TabBar } from './tab-bar';
import { UpdatePrompt } from './update-prompt';

const hrefs = (href: string) => `#${href}`;

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <Router hook={useHashPath} searchHook={useHashSearch} hrefs={hrefs}>
        <Shell />
      </Router>
    </I18nProvider>
  );
}

function Shell() {
  const [path] = useHashPath();
  return (
    <div className="app">
      <OfflineBanner />
      <NotificationSlot />
      <main className="app__screen">
        <ScreenErrorBoundary resetKey={path}>
          <Suspense fallback={<LoadingRows />}>
            <Switch>
              {routes.map(({ path: routePath, screen: Screen, private: isPrivate }) => (
                <Route key={routePath} path={routePath}>
                  {isPrivate ? (
                    <PrivateRoute path={routePath}>
                      <Screen />
                    </PrivateRoute>
                  ) : (
                    <Screen />
                  )}
                </Route>
              ))}
              <Route path="/">
                <Redirect to={homePath} replace />
              </Route>
              <Route>
                <NotFoundScreen />
              </Route>
            </Switch>
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <TabBar />
      <DrawerWhenOpen />
      <UpdatePrompt />
    </div>
  );
}

/** The drawer's code loads the first time it opens, so screens that never open it do not download it. */
const MarketDrawer = lazy(() =>
  import('./market-drawer').then((module) => ({ default: module.MarketDrawer })),
);

function DrawerWhenOpen() {
  const visible = useStore(sessionStore, (state) => state.drawerVisible);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <MarketDrawer />
    </Suspense>
  );
}
