// Proves a message's detail shows its title, date and body as plain text (no markup injected), reads it through the detail call, lowers the badge once for an unread message and never for a read one.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messagePaths } from '../../../../src/common/api-paths';
import type { InboxMessage } from '../../../../src/common/message-types';
import { formatDateTime } from '../../../../src/common/time-format';
import MessageDetailScreen from '../../../../src/client/features/messages/message-detail-screen';
import { noteOpened } from '../../../../src/client/features/messages/messages-api';
import { sessionStore } from '../../../../src/client/lib/session/session-store';
import { signedInScreenHooks } from '../screen-kit';
import { envelope, failure, renderScreen, routeFetch } from '../me/me-test-kit';

signedInScreenHooks();

const createdAt = Date.UTC(2026, 1, 3, 4, 5, 6);

function serveDetail(message: InboxMessage) {
  return routeFetch({
    [messagePaths.detail]: async (request) => {
      expect(new URLSearchParams(await request.text()).get('id')).toBe(message.id);
      return envelope(message);
    },
  });
}

describe('MessageDetailScreen', () => {
  it('shows the message as text and lowers the badge by one when it was unread', async () => {
    const id = `d-${Date.now()}`;
    window.location.hash = `#/me/msgdetail?id=${id}`;
    sessionStore.set({ unreadMessages: 3 });
    const body = 'Line one\n<img src=x onerror=alert(1)>';
    const server = serveDetail({ id, kind: 'operator', title: 'Maintenance', body, createdAt, read: true });
    // Opened from the list while unread: the server's answer is already read, the badge still drops.
    noteOpened({ id, read: false });
    renderScreen(<MessageDetailScreen />);
    expect((await screen.findByTestId('message-detail-title')).textContent).toBe('Maintenance');
    expect(screen.getByText(formatDateTime(createdAt))).toBeTruthy();
    const shown = screen.getByTestId('message-detail-body');
    expect(shown.textContent).toBe(body);
    expect(shown.querySelector('img')).toBeNull();
    await waitFor(() => expect(sessionStore.get().unreadMessages).toBe(2));
    expect(server.pathsCalled()).toEqual([messagePaths.detail]);
  });

  it('leaves the badge alone for a message that was already read', async () => {
    const id = `r-${Date.now()}`;
    window.location.hash = `#/me/msgdetail?id=${id}`;
    sessionStore.set({ unreadMessages: 3 });
    serveDetail({ id, kind: 'deposit_approved', title: 'Deposit', body: 'Done', createdAt, read: true });
    renderScreen(<MessageDetailScreen />);
    await screen.findByTestId('message-detail-title');
    expect(sessionStore.get().unreadMessages).toBe(3);
  });

  it('says a message that does not exist is gone and leads back to the list, offering no retry', async () => {
    window.location.hash = '#/me/msgdetail?id=gone';
    routeFetch({ [messagePaths.detail]: () => failure('MESSAGE_NOT_FOUND', 'This message does not exist.') });
    renderScreen(<MessageDetailScreen />);
    const notFound = await screen.findByTestId('message-not-found');
    expect(notFound.textContent).toContain('This message does not exist.');
    expect(screen.getByRole('link', { name: 'Back to messages' }).getAttribute('href')).toBe('#/me/message');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
