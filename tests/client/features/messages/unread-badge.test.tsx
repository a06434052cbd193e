// Proves the Me menu's Messages row carries the unread count from the session (badge plus words for screen readers), follows a local change at once, and shows nothing when all are read.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuList, useAccountRows } from '../../../../src/client/features/me/me-menu';
import { countOneRead } from '../../../../src/client/lib/account/unread-messages';
import { sessionStore } from '../../../../src/client/lib/session/session-store';
import { signedInScreenHooks } from '../screen-kit';
import { renderScreen } from '../me/me-test-kit';

signedInScreenHooks();

function AccountRows() {
  return <MenuList rows={useAccountRows(null)} />;
}

describe('unread badge', () => {
  it('shows the count on the Messages row and lowers it when a message is read', () => {
    sessionStore.set({ unreadMessages: 2 });
    renderScreen(<AccountRows />);
    const row = screen.getByTestId('me-row-/me/message');
    expect(within(row).getByTestId('unread-badge').textContent).toBe('2');
    expect(within(row).getByText('Unread messages: 2').className).toBe('visually-hidden');
    act(() => countOneRead());
    expect(within(row).getByTestId('unread-badge').textContent).toBe('1');
    act(() => countOneRead());
    expect(within(row).queryByTestId('unread-badge')).toBeNull();
    act(() => countOneRead());
    expect(sessionStore.get().unreadMessages).toBe(0);
  });

  it('caps a large count at 99+', () => {
    sessionStore.set({ unreadMessages: 250 });
    renderScreen(<AccountRows />);
    expect(screen.getByTestId('unread-badge').textContent).toBe('99+');
  });
});
