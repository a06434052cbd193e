/**
 * The unread-message count behind the badge. It arrives with user info (no request of its own at start); reading
 * a message or marking all read changes it here at once, and the next answer that counts unread messages (user
 * info, the inbox's first page) corrects any drift. The saved profile in session storage follows, so a reload
 * shows the same count before the server answers.
 */
import { readProfile, saveProfile } from '../session/session-profile';
import { sessionStore } from '../session/session-store';

/** When the count last changed on this device; a server count fetched before that is older news. */
let localChangeAtMs = 0;

function store(count: number): void {
  const unreadMessages = Math.max(0, Math.trunc(count));
  const { userId } = sessionStore.get();
  sessionStore.set({ unreadMessages });
  const profile = readProfile(userId);
  if (profile) saveProfile({ ...profile, unreadMessages });
}

/** A count from the server, fetched at `fetchedAtMs`; ignored when a local change happened after it was fetched. */
export function syncUnreadMessages(count: number, fetchedAtMs: number): void {
  if (fetchedAtMs >= localChangeAtMs) store(count);
}

/** The count after the user read messages on this device. */
export function setUnreadMessages(count: number): void {
  localChangeAtMs = Date.now();
  store(count);
}

/** One message fewer unread (it was just read); never below zero. */
export function countOneRead(): void {
  setUnreadMessages(sessionStore.get().unreadMessages - 1);
}
