/**
 * What `code: -2` means for the user (spec section 8): the server's message is shown, the user is forgotten on
 * this device (the same clearing as logout), and the app goes to the login screen, which brings the user back
 * to where they were. Only the first of several expired answers acts; later ones find no session to end (and a
 * logout's own call, answered -2 for an already dead token, changes nothing).
 */
import { forgetUser } from '../lib/account/forget-user';
import { loginHref } from '../lib/account/login-links';
import { setSessionInvalidHandler } from '../lib/http/http-client';
import { notify } from '../lib/notify/notify-store';
import { navigate } from '../lib/router/hash-location';
import { sessionStore } from '../lib/session/session-store';

export { loginPath } from '../lib/account/login-links';

/** The current in-app path with its query, as the hash holds it ("/me/verify?tab=1"). */
function currentPath(): string {
  const path = window.location.hash.replace(/^#/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

export function installSessionExpiry(): void {
  setSessionInvalidHandler((message) => {
    if (!sessionStore.get().isLogin) return;
    notify.error(message, 'session');
    void forgetUser();
    navigate(loginHref(currentPath()), { replace: true });
  });
}
