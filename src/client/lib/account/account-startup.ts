/**
 * What the shell does for accounts at start: put the saved profile back (so a reload shows it at once), refresh
 * it in the background when signed in and online, and load the platform's support email once the first screen is
 * up.
 */
import { whenIdle } from '../async/when-idle';
import { isOnline } from '../connectivity/connectivity-store';
import { sessionStore } from '../session/session-store';
import { loadPlatformEmail } from './platform-email';
import { refreshUserInfo, restoreProfile } from './user-profile';

/** The platform email waits for an idle moment after the first render, but no longer than this. */
const platformEmailIdleTimeoutMs = 3_000;
/** Where the browser has no idle callback (Safari), it waits this long instead. */
const platformEmailDelayMs = 300;

export function startAccount(): void {
  restoreProfile();
  if (sessionStore.get().isLogin && isOnline()) {
    // A failure keeps the restored profile; an expired token ends the session through the -2 handler.
    refreshUserInfo().catch(() => undefined);
  }
  // No first screen shows the support email, and reading its saved copy opens the device cache (Dexie's chunk and
  // IndexedDB): on a repeat visit at 4× CPU that took turns with the first render, which waits for none of it.
  whenIdle(() => void loadPlatformEmail(), {
    timeoutMs: platformEmailIdleTimeoutMs,
    fallbackMs: platformEmailDelayMs,
  });
}
