/**
 * The signed-in user's profile: fetched from /user/info into the session store and session storage, and restored
 * from session storage at start so a reload shows it before the server answers. Each answer is also saved on the
 * device as Me's first screen reads it, so Me shows it from the first paint in a new tab too.
 */
import { mePath, userInfoCacheKeyPrefix } from '../../../common/first-screen-names';
import { kycStatus, type KycStatus, type UserInfo } from '../../../common/user-types';
import { saveAnswer } from '../cache/use-cached-query';
import { rememberFirstScreenRead } from '../cache/warm-start';
import { readProfile, saveProfile, type SessionProfile } from '../session/session-profile';
import { sessionStore, type SessionState } from '../session/session-store';
import { fetchUserInfo } from './account-api';

export function asKycStatus(value: number): KycStatus {
  return (Object.values(kycStatus) as number[]).includes(value) ? (value as KycStatus) : kycStatus.unverified;
}

/** The session's copy of user info, or undefined before the profile has been loaded. */
export function infoOfSession(session: SessionState): UserInfo | undefined {
  if (!session.isLogin || !session.email) return undefined;
  return {
    email: session.email,
    icon: session.avatar,
    uid: session.uid,
    auth: asKycStatus(session.authen),
    invitationCode: session.invitationCode,
    assetsPwd: session.isAssert,
  };
}

/** The device cache's key of a user's /user/info answer, the profile screens' (user-info.ts). */
export function userInfoKey(userId: string): string {
  return `${userInfoCacheKeyPrefix}${userId}`;
}

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
 * Fetches the user's info and keeps it in the session and session storage; resolves to it as the profile screens
 * show it. An answer that arrives after the user logged out (or another user logged in) is dropped, so it cannot
 * bring a forgotten profile back: that resolves to undefined. The profile screens' own query (user-info.ts) reads
 * through this and saves what it resolves to on the device itself.
 */
export async function loadProfile(): Promise<UserInfo | undefined> {
  const { isLogin, token, userId } = sessionStore.get();
  if (!isLogin) return undefined;
  const info = await fetchUserInfo(token, userId);
  if (sessionStore.get().token !== token) return undefined;
  const profile = profileOf(userId, info);
  applyProfile(profile);
  saveProfile(profile);
  return infoOfSession(sessionStore.get());
}

/**
 * Refreshes the profile (at login, at each start, after a KYC decision) and saves it on the device under the key Me
 * reads, noted as a read of Me's first screen: the answer is then copied for Me's next start (warm-start.ts), whose
 * first render, and index.html's inline script in Me's prerendered card, draw it before any request. Without this, a
 * user who had not yet started the app on Me waited for /user/info on their first visit there (the email, Me's
 * largest paint, came at 2.7 s at 4× on slow 4G). Screens showing the profile hear the answer too
 * (use-cached-query.ts).
 */
export async function refreshUserInfo(): Promise<void> {
  const { userId } = sessionStore.get();
  const shown = await loadProfile();
  if (!shown) return;
  const key = userInfoKey(userId);
  rememberFirstScreenRead(mePath, key);
  saveAnswer(key, shown, userId);
}
