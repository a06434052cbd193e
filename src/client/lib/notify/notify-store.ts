/**
 * Notifications share one keyed slot (spec section 8): a new one replaces the current one, and a loading
 * notification stays until the code that raised it closes it by its key. Messages are either descriptors,
 * translated when shown, or text the server already wrote in the user's language.
 */
import type { MessageDescriptor } from '@lingui/core';
import { createStore } from '../store/create-store';

export type NotificationKind = 'error' | 'success' | 'warning' | 'loading';
export type NotificationMessage = MessageDescriptor | string;

/** A link the notification offers (where to fix what it reports), e.g. "Verify your identity". */
export interface NotificationAction {
  label: MessageDescriptor;
  /** An in-app path, such as "/me/verify". */
  path: string;
}

export interface Notification {
  key: string;
  kind: NotificationKind;
  message: NotificationMessage;
  action?: NotificationAction | undefined;
}

/**
 * How long a message stays before it leaves on its own; loading stays until closed, and so does a message with a
 * link, since a link that vanished as the user reached for it would fail WCAG 2.2.1 (timing adjustable).
 */
export const notificationVisibleMs = 2500;

export const notifyStore = createStore<{ current: Notification | null }>({ current: null });

let hideTimer: ReturnType<typeof setTimeout> | undefined;

function show(
  kind: NotificationKind,
  message: NotificationMessage,
  key: string = kind,
  action?: NotificationAction,
): void {
  clearTimeout(hideTimer);
  notifyStore.set({ current: { key, kind, message, action } });
  if (kind !== 'loading' && !action) hideTimer = setTimeout(() => close(key), notificationVisibleMs);
}

export function close(key?: string): void {
  const current = notifyStore.get().current;
  if (current && (key === undefined || current.key === key)) notifyStore.set({ current: null });
}

export const notify = {
  error: (message: NotificationMessage, key?: string, action?: NotificationAction) =>
    show('error', message, key, action),
  success: (message: NotificationMessage, key?: string) => show('success', message, key),
  warning: (message: NotificationMessage, key?: string) => show('warning', message, key),
  loading: (message: NotificationMessage, key: string) => show('loading', message, key),
  close,
};
