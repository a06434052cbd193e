// Proves the new-coin list and detail: coin, name, price, state badges and countdowns by the server's clock (an hour off the phone's), the progress, "load more" paging, the saved list with its age offline, and the detail's Join with its reasons (warming up, ended, offline) or the way to log in.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ListingDetailScreen from '../../../../src/client/features/launchpad/listing-detail-screen';
import NewCoinsScreen from '../../../../src/client/features/launchpad/new-coins-screen';
import { sessionStore } from '../../../../src/client/lib/session/session-store';
import { envelope, setOnline } from '../me/me-test-kit';
import { signedInScreenHooks } from '../screen-kit';
import { formOf, renderAt } from '../second-contract/second-kit';
import { openListing, serveLaunchpad, subscription } from './launchpad-kit';

signedInScreenHooks();

const hourMs = 3_600_000;

function threeStates() {
  const open = openListing({ id: 'a', coin: 'CS' });
  const { serverTime } = open;
  const warming = openListing({
    id: 'b',
    coin: 'HFC',
    name: 'HarborFi Chain',
    startsAt: serverTime + 25 * hourMs,
    endsAt: serverTime + 50 * hourMs,
  });
  const ended = openListing({
    id: 'c',
    coin: 'LGK',
    startsAt: serverTime - 50 * hourMs,
    endsAt: serverTime - 1,
  });
  return [open, warming, ended];
}

describe('NewCoinsScreen', () => {
  it('shows each sale with its badge and countdown by the server clock, and its progress', async () => {
    serveLaunchpad({ list: () => envelope({ list: threeStates(), totalRow: 3 }) });
    renderAt('/home/new', '/home/new', <NewCoinsScreen />);
    await screen.findByTestId('lp-listing-a');
    expect(screen.getByTestId('lp-state-a').textContent).toBe('Joining');
    expect(screen.getByTestId('lp-countdown-a').textContent).toBe('Ends in 02:03:04');
    expect(screen.getByTestId('lp-state-b').textContent).toBe('Warming up');
    expect(screen.getByTestId('lp-countdown-b').textContent).toBe('Starts in 1d 01:00:00');
    expect(screen.getByTestId('lp-state-c').textContent).toBe('Ended');
    expect(screen.getByTestId('lp-countdown-c').textContent).toBe('The sale has ended');
    expect(screen.getByTestId('lp-listing-b').textContent).toContain('HarborFi Chain');
    expect(screen.getByTestId('lp-listing-a').textContent).toContain('Price 0.123456789 USDT');
    expect(screen.getByTestId('lp-progress-a').textContent).toBe(
      '250,000 / 1,000,000 CS subscribed (25.00%)',
    );
    const icon = screen.getByTestId('lp-listing-a').querySelector('svg[data-coin-icon="cs"]');
    expect(icon?.textContent).toBe('CS');
    expect(icon?.querySelector('circle')?.getAttribute('fill')).toBe('#6c5ce7');
  });

  it('loads the next page on demand and says when there are no more', async () => {
    const all = Array.from({ length: 12 }, (_, index) => openListing({ id: `p${index}` }));
    const asked: string[] = [];
    serveLaunchpad({
      list: async (request) => {
        const pageNo = Number((await formOf(request)).pageNo);
        asked.push(String(pageNo));
        return envelope({ list: all.slice((pageNo - 1) * 10, pageNo * 10), totalRow: all.length });
      },
    });
    renderAt('/home/new', '/home/new', <NewCoinsScreen />);
    await screen.findByTestId('lp-listing-p9');
    expect(screen.queryByTestId('lp-listing-p10')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('lp-load-more')));
    await screen.findByTestId('lp-listing-p11');
    expect(asked).toEqual(['1', '2']);
    expect(screen.getByTestId('lp-no-more').textContent).toBe('No more new coins');
  });

  it('shows the saved list offline with its age', async () => {
    serveLaunchpad();
    const first = renderAt('/home/new', '/home/new', <NewCoinsScreen />);
    await screen.findByTestId('lp-listing-l1');
    first.unmount();
    setOnline(false);
    renderAt('/home/new', '/home/new', <NewCoinsScreen />);
    await screen.findByTestId('lp-listing-l1');
    expect(screen.getByTestId('lp-list-saved-age').textContent).toMatch(/^Saved .+; not up to date$/);
  });
});

describe('ListingDetailScreen', () => {
  const detailPath = '/home/detail';
  const joinButton = () => screen.getByTestId('lp-join');

  it('shows the figures, the white paper link, my subscriptions in this sale and an open Join', async () => {
    const server = serveLaunchpad({
      records: () => envelope({ list: [subscription('s1')], totalRow: 1 }),
    });
    renderAt(`${detailPath}?id=l1`, detailPath, <ListingDetailScreen />);
    await screen.findByTestId('lp-record-s1');
    expect(screen.getByTestId('lp-fact-lockup').textContent).toBe('30 days');
    expect(screen.getByTestId('lp-fact-limit').textContent).toBe('5,000 CS');
    expect(screen.getByTestId('lp-intro').textContent).toBe(
      'Shared staking infrastructure for small validators.',
    );
    expect(screen.getByRole('link', { name: 'Read the white paper' }).getAttribute('href')).toBe(
      '#/home/wbook?id=l1',
    );
    expect(joinButton().getAttribute('href')).toBe('#/home/join?id=l1');
    const records = server.calls.find((call) => new URL(call.url).pathname === '/launchpad/records');
    expect(await formOf(records as Request)).toEqual({ pageNo: '1', pageSize: '10', id: 'l1' });
  });

  it('disables Join with the reason before the start, after the end and offline', async () => {
    const listing = openListing();
    serveLaunchpad({ listing: { ...listing, endsAt: listing.serverTime - 1 } });
    renderAt(`${detailPath}?id=l1`, detailPath, <ListingDetailScreen />);
    await screen.findByTestId('lp-facts');
    expect((joinButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('lp-join-blocked').textContent).toBe('The sale has ended. Joining is closed.');
  });

  it('disables Join offline on an open sale', async () => {
    serveLaunchpad();
    renderAt(`${detailPath}?id=l1`, detailPath, <ListingDetailScreen />);
    await screen.findByTestId('lp-facts');
    expect(joinButton().tagName).toBe('A');
    act(() => setOnline(false));
    await waitFor(() => expect((joinButton() as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByTestId('lp-join-blocked').textContent).toBe(
      'You are offline. You can join again when you reconnect.',
    );
  });

  it('leads a visitor to login and back to the join form', async () => {
    sessionStore.set({ ...sessionStore.get(), isLogin: false, userId: '', token: '' });
    serveLaunchpad();
    renderAt(`${detailPath}?id=l1`, detailPath, <ListingDetailScreen />);
    await screen.findByTestId('lp-facts');
    expect(joinButton().textContent).toBe('Log in to join');
    expect(joinButton().getAttribute('href')).toBe(
      `#/login?redirect=${encodeURIComponent('/home/join?id=l1')}`,
    );
    expect(screen.queryByTestId('lp-mine')).toBeNull();
  });
});
