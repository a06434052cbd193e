/**
 * The user's profile kept in session storage (spec section 7: "Data is also kept in session storage"), so a reload
 * shows the profile at once, before /user/info answers. It is tied to the user id it belongs to, so a profile
 * never outlives its user or appears under another one, and it dies with the tab.
 */
import type { SessionState } from './session-store';

export type SessionProfile = Pick<
  SessionState,
  'userId' | 'email' | 'avatar' | 'invitationCode' | 'isAssert' | 'authen' | 'uid' | 'unreadMessages'
>;

export const sessionProfileKey = 'petrel.profile';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked entirely (privacy settings); then the profile is simply fetched again.
    return null;
  }
}

export function saveProfile(profile: SessionProfile): void {
  try {
    sessionStorageOrNull()?.setItem(sessionProfileKey, JSON.stringify(profile));
  } catch {
    // A full quota costs one request after a reload, nothing more.
  }
}

function isProfile(value: unknown): value is SessionProfile {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const strings = ['userId', 'email', 'avatar', 'invitationCode', 'uid'];
  return (
    strings.every((key) => typeof record[key] === 'string') &&
    typeof record['isAssert'] === 'boolean' &&
    typeof record['authen'] === 'number' &&
    typeof record['unreadMessages'] === 'number'
  );
}

/** The saved profile of `userId`, or null when there is none, it is unreadable, or it belongs to someone else. */
export function readProfile(userId: string): SessionProfile | null {
  if (!userId) return null;
  try {
    const raw = sessionStorageOrNull()?.getItem(sessionProfileKey);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isProfile(parsed) && parsed.userId === userId ? parsed : null;
  } catch {
    return null;
  }
}

export function forgetProfile(): void {
  try {
    sessionStorageOrNull()?.removeItem(sessionProfileKey);
  } catch {
    // Nothing to forget when storage is blocked.
  }
}
