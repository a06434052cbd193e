/**
 * Starts the PWA, once main.tsx has let the prerendered first screen paint: the stored language and the first
 * screen's chunk first (so the first commit is translated and draws the screen itself), then the session (the saved
 * profile back at once, refreshed in the background), then the app, which replaces the copy index.html painted.
 * The catalog and the on-device cache were asked for by start-early.ts. The first render runs as a transition (below);
 * the live stream (lib/live/) loads after it, at an idle moment.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/app';
import { preloadLoginGate } from './app/private-route';
import { routeFor } from './app/routes';
import { installSessionExpiry } from './app/session-expiry';
import { startAccount } from './lib/account/account-startup';
import { watchBrowserConnectivity } from './lib/connectivity/connectivity-store';
import { activateLocale, startLocale, storedLocaleChoice } from './lib/i18n/i18n';
import { mirrorLanguageChoice } from './lib/i18n/language-cookie';
import { currentHashPath } from './lib/router/hash-location';
import { watchUpColor } from './lib/preferences/up-color';
import { startAppRefresh } from './lib/refresh/app-refresh';
import { startLiveWhenIdle } from './lib/live/start-live';
import { sessionStore } from './lib/session/session-store';
import { nextTask } from './lib/async/next-task';
import { settledWithin } from './lib/async/settled-within';

/** How long, from the start, the first render may wait for its screen's chunk (the language it always waits for). */
const firstScreenWaitMs = 3_000;

/**
 * Called by main.tsx, which shows the shell's failure message if this rejects (a catalog that did not arrive).
 * Resolves to the app's React root (the page keeps it for its life; a test unmounts it).
 */
export async function start(): Promise<Root> {
  // The first screen's chunk (with its catalog part) comes beside the language, so React's first commit draws the
  // screen itself rather than its loading rows over the prerendered copy; a slow chunk does not hold the app back
  // longer than firstScreenWaitMs (the screen's own Suspense shows its loading rows then).
  // A visitor on a private route is shown its login prompt instead (private-route.tsx): that comes, not the screen.
  const route = routeFor(currentHashPath());
  const firstScreen =
    route?.private && !sessionStore.get().isLogin ? preloadLoginGate() : route?.screen.preload();
  await Promise.all([
    activateLocale(startLocale()),
    firstScreen && settledWithin(firstScreen, firstScreenWaitMs),
  ]);
  // The screen's chunk was evaluated as its import settled, in the task this would go on in; the start's own work
  // (the watchers, the saved profile and its refresh) and then the first render go in tasks of their own. Together
  // they were a task of 12.9 ms at 1× in a CPU profile of a cold Position load (issue 23).
  await nextTask();
  // A choice stored before the cookie existed, or a cookie the browser dropped, is mirrored again.
  mirrorLanguageChoice(storedLocaleChoice());
  watchBrowserConnectivity();
  watchUpColor();
  startAppRefresh();
  installSessionExpiry();
  startAccount();
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // As a transition, React renders the first screen in slices of a few milliseconds and lets the browser in between,
  // instead of one task of 100–600 ms at 4× CPU (issue 23's trace). Whatever index.html painted inside #root (the
  // shell, or a prerendered first screen) stays on screen until the commit replaces it in one go.
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  // The live stream's chunk and request come after the first screen, at the first idle moment.
  startLiveWhenIdle();
  return root;
}
