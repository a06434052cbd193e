// Proves the invitation records list the invitees newest first with masked emails (even if the server sent a full one) and dates, page by 10, and say so when nobody has registered yet.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invitePaths } from '../../../../src/common/api-paths';
import type { InviteRecord } from '../../../../src/common/message-types';
import { formatDateTime } from '../../../../src/common/time-format';
import ShareRecordScreen from '../../../../src/client/features/invite/share-record-screen';
import { signedInScreenHooks } from '../screen-kit';
import { envelope, renderScreen, routeFetch } from '../me/me-test-kit';

signedInScreenHooks();

const invitee = (index: number): InviteRecord => ({
  email: index === 0 ? 'john.smith@example.com' : `u***${index}@example.com`,
  registeredAt: Date.UTC(2026, 2, 1) - index * 60_000,
});

describe('ShareRecordScreen', () => {
  it('shows masked emails and dates, and loads the next page', async () => {
    const all = Array.from({ length: 12 }, (_, index) => invitee(index));
    routeFetch({
      [invitePaths.records]: async (request) => {
        const pageNo = Number(new URLSearchParams(await request.text()).get('pageNo'));
        return envelope({ list: all.slice((pageNo - 1) * 10, pageNo * 10), totalRow: all.length });
      },
    });
    renderScreen(<ShareRecordScreen />);
    await screen.findByTestId('invitee-list');
    const rows = screen.getAllByTestId('invitee-row');
    expect(rows).toHaveLength(10);
    expect(rows[0]?.textContent).toContain('j***@example.com');
    expect(rows[0]?.textContent).not.toContain('john.smith');
    expect(rows[0]?.textContent).toContain(formatDateTime(all[0]!.registeredAt));
    expect(screen.getByTestId('invitees-total').textContent).toBe('Friends invited: 12');
    fireEvent.click(screen.getByTestId('invitees-load-more'));
    await screen.findByTestId('invitees-end');
    expect(screen.getAllByTestId('invitee-row')).toHaveLength(12);
  });

  it('says when nobody has registered with the code', async () => {
    routeFetch({ [invitePaths.records]: () => envelope({ list: [], totalRow: 0 }) });
    renderScreen(<ShareRecordScreen />);
    expect(await screen.findByText(/Nobody has registered with your invite code yet/)).toBeTruthy();
  });
});
