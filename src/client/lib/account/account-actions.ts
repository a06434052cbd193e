/**
 * What the auth screens do: log in, register, reset a password, log out. Logging in (or registering, which logs
 * in) stores the session and then fetches the user's info (spec section 4); logging out forgets the user on
 * the device whether or not the server can be told.
 */
import type { LoginResult } from '../../../common/user-types';
import { isOnline } from '../connectivity/connectivity-store';
import { startSession, sessionStore } from '../session/session-store';
import {
  loginAccount,
  logoutAccount,
  registerAccount,
  resetPassword as resetPasswordCall,
  type RegisterRequest,
  type ResetPasswordRequest,
} from './account-api';
import { forgetUser } from './forget-user';
import { refreshUserInfo } from './user-profile';

/**
 * Starts the session, then loads the profile. A failed info call does not undo a successful login: the profile
 * is fetched again at the next start or by the screens that show it.
 */
async function enterSession({ userId, token }: LoginResult): Promise<void> {
  startSession(userId, token);
  try {
    await refreshUserInfo();
  } catch {
    // The login itself succeeded; see above.
  }
}

/** Resolves with the server's success message; rejects with an ApiFailure carrying the server's error text. */
export async function login(account: string, password: string): Promise<string> {
  const { data, message } = await loginAccount(account, password);
  await enterSession(data);
  return message;
}

export async function register(request: RegisterRequest): Promise<string> {
  const { data, message } = await registerAccount(request);
  await enterSession(data);
  return message;
}

export async function resetPassword(request: ResetPasswordRequest): Promise<string> {
  const { message } = await resetPasswordCall(request);
  return message;
}

/**
 * Forgets the user on this device first, so the app is logged out at once and offline too, then tells the
 * server (when online) to end the token; that call's failure changes nothing for the user.
 */
export async function logout(): Promise<void> {
  const { token } = sessionStore.get();
  await forgetUser();
  if (!token || !isOnline()) return;
  try {
    await logoutAccount(token);
  } catch {
    // The token is gone from the device; the server ends it on its own when it expires.
  }
}
