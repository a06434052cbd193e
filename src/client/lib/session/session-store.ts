/**
 * The session state of the spec (section 3). The token, user id and login flag persist in localStorage under
 * the spec's keys; the profile fields are filled by the accounts feature after login.
 */
import { createStore } from '../store/create-store';
import { safeStorage, storageKeys } from './storage-keys';

export type AccountType = 1 | 2;

export interface SessionState {
  isLogin: boolean;
  token: string;
  userId: string;
  accountType: AccountType;
  tabIndex: number;
  avatar: string;
  invitationCode: string;
  email: string;
  /** Whether an assets (trade) password is set. */
  isAssert: boolean;
  /** KYC status as the server reports it. */
  authen: number;
  /** The user's public number (user info's `uid`), shown on the profile. */
  uid: string;
  /** Unread inbox messages from user info, kept current locally as messages are read (the badge). */
  unreadMessages: number;
  platformEmail: string;
  drawerVisible: boolean;
  /** What tapping a market in the drawer opens: 1 k-line, 2 spot trading, 3 contracts (spec section 2). */
  drawerType: 1 | 2 | 3;
}

function initialSession(): SessionState {
  const token = safeStorage.get(storageKeys.userToken) ?? '';
  return {
    isLogin: safeStorage.get(storageKeys.isLogin) === '1' && token !== '',
    token,
    userId: safeStorage.get(storageKeys.userId) ?? '',
    accountType: 1,
    tabIndex: 0,
    avatar: '',
    invitationCode: '',
    email: '',
    isAssert: false,
    authen: 0,
    uid: '',
    unreadMessages: 0,
    platformEmail: '',
    drawerVisible: false,
    drawerType: 1,
  };
}

export const sessionStore = createStore<SessionState>(initialSession());

export function startSession(userId: string, token: string): void {
  safeStorage.set(storageKeys.userId, userId);
  safeStorage.set(storageKeys.userToken, token);
  safeStorage.set(storageKeys.isLogin, '1');
  sessionStore.set({ isLogin: true, userId, token });
}

/** Forgets the user on this device (spec: logout clears token, email, user id, avatar, login flag, stored data). */
export function clearSession(): void {
  for (const key of [storageKeys.userId, storageKeys.userToken, storageKeys.isLogin, storageKeys.assetList]) {
    safeStorage.remove(key);
  }
  sessionStore.set({
    isLogin: false,
    token: '',
    userId: '',
    avatar: '',
    email: '',
    invitationCode: '',
    isAssert: false,
    authen: 0,
    uid: '',
    unreadMessages: 0,
  });
}

export function openDrawer(type: SessionState['drawerType']): void {
  sessionStore.set({ drawerVisible: true, drawerType: type });
}

export function closeDrawer(): void {
  sessionStore.set({ drawerVisible: false });
}
