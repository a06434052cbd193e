/**
 * "Forget this user on this device": the one place that undoes a session, used by logout and by an expired
 * session alike. It clears the token, user id, login flag and profile (localStorage and the session store), the
 * profile in session storage, and the user's private answers in the device cache. Nothing here needs the
 * network, so it works offline.
 */
import { deleteUserCache } from '../cache/cache-db';
import { forgetRememberedAnswers } from '../cache/use-cached-query';
import { forgetProfile } from '../session/session-profile';
import { clearSession, sessionStore } from '../session/session-store';

export async function forgetUser(): Promise<void> {
  const { userId } = sessionStore.get();
  clearSession();
  forgetProfile();
  forgetRememberedAnswers(userId);
  try {
    await deleteUserCache(userId);
  } catch {
    // A blocked or broken IndexedDB holds nothing readable; the session itself is already gone.
  }
}
