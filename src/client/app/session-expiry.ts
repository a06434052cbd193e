/**
 * What `code: -2` means for the user (spec section 8): the server's message is shown, the session and its cached
 * private data are cleared, and the app goes to the login screen.
 */
import { deleteUserCache } from '../lib/cache/cache-db';
import { setSessionInvalidHandler } from '../lib/http/http-client';
import { notify } from '../lib/notify/notify-store';
import { navigate } from '../lib/router/hash-location';
import { clearSession, sessionStore } from '../lib/session/session-store';

export const loginPath = '/login';

export function installSessionExpiry(): void {
  setSessionInvalidHandler((message) => {
    const { userId } = sessionStore.get();
    notify.error(message, 'session');
    clearSession();
    void deleteUserCache(userId);
    navigate(loginPath, { replace: true });
  });
}
