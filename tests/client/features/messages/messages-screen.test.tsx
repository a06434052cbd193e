// Proves the inbox marks unread messages (dot, bold, "Unread" text), says an empty inbox is empty (no count, no "Mark all read"), "Mark all read" clears them and the badge (disabled offline or when nothing is unread), the first page is saved per user and shown offline with its age, and the saved page is wiped at logout.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messagePaths } from '../../../../src/common/api-paths';
import type { InboxMessage, MessagePage } from '../../../../src/common/message-types';
import MessagesScreen from '../../../../src/client/features/messages/messages-screen';
import { messageCacheKeys } from '../../../../src/client/features/messages/messages-api';
import { forgetUser } from '../../../../src/client/lib/account/forget-user';
import { cacheDatabase, readCacheEntry } from '../../../../src/client/lib/cache/cache-db';
import { forgetRememberedAnswers } from '../../../../src/client/lib/cache/use-cached-query';
import { sessionStore } from '../../../../src/client/lib/session/session-store';
import { signedInScreenHooks, toastText } from '../screen-kit';
import { envelope, renderScreen, routeFetch, setOnline } from '../me/me-test-kit';

signedInScreenHooks();

const message = (id: string, read: boolean): InboxMessage => ({
  id,
  kind: 'operator',
  title: `Title ${id}`,
  body: `Body ${id}`,
  createdAt: Date.UTC(2026, 0, 2, 3, 4),
  read,
});

const page = (list: InboxMessage[], unread: number, totalRow = list.length): MessagePage => ({
  list,
  totalRow,
  unread,
});

describe('MessagesScreen', () => {
  it('marks unread rows with a dot, bold title class and screen-reader text', async () => {
    routeFetch({ [messagePaths.list]: () => envelope(page([message('m1', false), message('m2', true)], 1)) });
    renderScreen(<MessagesScreen />);
    const unread = await screen.findByTestId('message-m1');
    const read = screen.getByTestId('message-m2');
    expect(unread.className).toContain('message-row--unread');
    expect(within(unread).getByText('Unread:').className).toBe('visually-hidden');
    expect(read.className).not.toContain('message-row--unread');
    expect(within(read).queryByText('Unread:')).toBeNull();
    expect(screen.getByTestId('messages-unread-count').textContent).toBe('1 unread');
    // The fresh first page sets the badge's count.
    await waitFor(() => expect(sessionStore.get().unreadMessages).toBe(1));
  });

  it('marks all read: rows lose their marks, the badge drops to 0 and the button is disabled', async () => {
    let allRead = false;
    const server = routeFetch({
      [messagePaths.list]: () =>
        envelope(
          allRead
            ? page([message('m1', true), message('m2', true)], 0)
            : page([message('m1', false), message('m2', false)], 2),
        ),
      [messagePaths.readAll]: () => {
        allRead = true;
        return envelope({ updated: 2 });
      },
    });
    sessionStore.set({ unreadMessages: 2 });
    renderScreen(<MessagesScreen />);
    await screen.findByTestId('message-m1');
    const button = screen.getByTestId('messages-read-all') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByTestId('message-m1').className).not.toContain('message-row--unread'),
    );
    expect(screen.getByTestId('message-m2').className).not.toContain('message-row--unread');
    expect(sessionStore.get().unreadMessages).toBe(0);
    expect(toastText()).toBe('All messages marked as read');
    expect((screen.getByTestId('messages-read-all') as HTMLButtonElement).disabled).toBe(true);
    expect(server.pathsCalled()).toContain(messagePaths.readAll);
  });

  it('disables "Mark all read" when nothing is unread', async () => {
    routeFetch({ [messagePaths.list]: () => envelope(page([message('m1', true)], 0)) });
    renderScreen(<MessagesScreen />);
    await screen.findByTestId('message-m1');
    expect((screen.getByTestId('messages-read-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says an empty inbox is empty, with no count and no "Mark all read"', async () => {
    routeFetch({ [messagePaths.list]: () => envelope(page([], 0)) });
    renderScreen(<MessagesScreen />);
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    expect(screen.queryByTestId('messages-read-all')).toBeNull();
    expect(screen.queryByText('All read')).toBeNull();
    expect(screen.queryByText('Mark all read')).toBeNull();
  });

  it('offline, shows the saved first page with its age and the connection note, and cannot mark read', async () => {
    routeFetch({ [messagePaths.list]: () => envelope(page([message('m1', false)], 1)) });
    const first = renderScreen(<MessagesScreen />);
    await screen.findByTestId('message-m1');
    const { userId } = sessionStore.get();
    await waitFor(async () => expect(await readCacheEntry(messageCacheKeys.firstPage(userId))).toBeDefined());
    first.unmount();
    forgetRememberedAnswers(userId);

    setOnline(false);
    const server = routeFetch({});
    renderScreen(<MessagesScreen />);
    await screen.findByTestId('message-m1');
    expect(screen.getByTestId('messages-saved-age').textContent).toMatch(
      /^Last read .+: the messages this device saved/,
    );
    expect(screen.getByTestId('messages-offline').textContent).toContain(
      'New messages and marking them read need a connection',
    );
    expect((screen.getByTestId('messages-read-all') as HTMLButtonElement).disabled).toBe(true);
    expect(server.calls).toHaveLength(0);
  });

  it('wipes the saved page at logout', async () => {
    routeFetch({ [messagePaths.list]: () => envelope(page([message('m1', false)], 1)) });
    renderScreen(<MessagesScreen />);
    await screen.findByTestId('message-m1');
    const { userId } = sessionStore.get();
    const key = messageCacheKeys.firstPage(userId);
    await waitFor(async () => expect(await readCacheEntry(key)).toBeDefined());
    await act(() => forgetUser());
    expect(await (await cacheDatabase()).entries.get(key)).toBeUndefined();
    expect(sessionStore.get().unreadMessages).toBe(0);
  });
});
