/**
 * The inbox calls (docs/api.md "Messages"). Messages are read online; the first page is saved on the device per
 * user (its cache key carries the user id and the entry the owner's id, so lib/account/forget-user deletes it at
 * logout and on code -2), and shown offline with its age.
 */
import { messagePaths } from '../../../common/api-paths';
import { pageSize } from '../../../common/constants';
import type { InboxMessage, MessagePage } from '../../../common/message-types';
import { readCode, writeCode } from '../../lib/http/envelope-calls';

export function fetchMessagePage(pageNo: number): Promise<MessagePage> {
  return readCode<MessagePage>(messagePaths.list, { pageNo, pageSize });
}

/** Reading a message marks it read on the server, so this is the "mark read" call too. */
export function fetchMessage(id: string): Promise<InboxMessage> {
  return readCode<InboxMessage>(messagePaths.detail, { id });
}

export function markAllRead(): Promise<{ updated: number }> {
  return writeCode<{ updated: number }>(messagePaths.readAll, {});
}

export const messageCacheKeys = {
  firstPage: (userId: string) => `messages:page:${userId}`,
  detail: (userId: string, id: string) => `messages:detail:${userId}:${id}`,
};

export const messageListPath = '/me/message';
export const messageDetailPath = '/me/msgdetail';

/**
 * Ids of unread messages the user opened from the list and whose detail has not answered yet: when it does, the
 * message is read, and the badge drops by one for each of them exactly once.
 */
const openedUnread = new Set<string>();

export function noteOpened(message: Pick<InboxMessage, 'id' | 'read'>): void {
  if (!message.read) openedUnread.add(message.id);
}

/** Messages already counted as read, so showing a remembered answer again never lowers the badge twice. */
const countedRead = new Set<string>();

/**
 * True once for a message that was unread and has now been read through its detail: opened unread from the list,
 * or reported unread by the detail itself (the state it had before this read).
 */
export function takeNewlyRead(message: Pick<InboxMessage, 'id' | 'read'>): boolean {
  const wasUnread = openedUnread.delete(message.id) || !message.read;
  if (!wasUnread || countedRead.has(message.id)) return false;
  countedRead.add(message.id);
  return true;
}
