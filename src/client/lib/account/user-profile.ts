/**
 * The signed-in user's profile: fetched from /user/info into the session store and session storage, and restored
 * from session storage at start so a reload shows it before the server answers.
 */
import type { UserInfo } from '../../../common/user-types';
import { readProfile, saveProfile, type SessionProfile } from '../session/session-profile';
import { sessionStore } from '../session/session-store';
import { fetchUserInfo } from './account-api';

/** The session's names for user info's fields (spec section 3: avatar, isAssert, authen). */
export function profileOf(userId: string, info: UserInfo): SessionProfile {
  return {
    userId,
    email: info.email,
    avatar: info.icon,
    invitationCode: info.invitationCode,
    isAssert: info.assetsPwd,
    authen: info.auth,
    uid: info.uid,
    unreadMessages: info.unreadMessages ?? 0,
  };
}

function applyProfile(profile: SessionProfile): void {
  const { userId: _owner, ...fields } = profile;
  sessionStore.set(fields);
}

/** Puts the saved profile of the signed-in user back in the session; true when there was one. */
export function restoreProfile(): boolean {
  const { isLogin, userId } = sessionStore.get();
  const profile = isLogin ? readProfile(userId) : null;
  if (profile) applyProfile(profile);
  return profile !== null;
}

/**
 * Fetches the user's info and keeps it in the session and session storage. An answer that arrives after the
 * user logged out (or another user logged in) is dropped, so it cannot bring a forgotten profile back.
 */
export async function refreshUserInfo(): Promise<void> {
  const { isLogin, token, userId } = sessionStore.get();
  if (!isLogin) return;
  const info = await fetchUserInfo(token, userId);
  if (sessionStore.get().token !== token) return;
  const profile = profileOf(userId, info);
  applyProfile(profile);
  saveProfile(profile);
}
