/**
 * What the shell does for accounts at start: put the saved profile back (so a reload shows it at once), refresh
 * it in the background when signed in and online, and load the platform's support email.
 */
import { isOnline } from '../connectivity/connectivity-store';
import { sessionStore } from '../session/session-store';
import { loadPlatformEmail } from './platform-email';
import { refreshUserInfo, restoreProfile } from './user-profile';

export function startAccount(): void {
  restoreProfile();
  if (sessionStore.get().isLogin && isOnline()) {
    // A failure keeps the restored profile; an expired token ends the session through the -2 handler.
    refreshUserInfo().catch(() => undefined);
  }
  void loadPlatformEmail();
}
