// Proves the subscription records render the server's allocation arithmetic: requested, price and cost before allocation; allocated, the ratio as a percentage, paid, refunded and the release date after; released once the lock has ended.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SubscriptionRecordsScreen from '../../../../src/client/features/launchpad/records-screen';
import { envelope } from '../me/me-test-kit';
import { signedInScreenHooks } from '../screen-kit';
import { renderAt } from '../second-contract/second-kit';
import { serveLaunchpad, subscription } from './launchpad-kit';

signedInScreenHooks();

const releaseAt = new Date(2026, 3, 3, 5, 6, 7).getTime();

describe('SubscriptionRecordsScreen', () => {
  it('shows the figures before and after allocation', async () => {
    serveLaunchpad({
      records: () =>
        envelope({
          list: [
            subscription('waiting'),
            subscription('done', {
              requested: '2000',
              price: '0.5',
              cost: '1000',
              allocated: '800',
              ratio: '0.4',
              paid: '400',
              refunded: '600',
              status: 1,
              allocatedAt: releaseAt - 30 * 86_400_000,
              releaseAt,
            }),
            subscription('free', {
              allocated: '3',
              ratio: '1',
              paid: '0.37037037',
              refunded: '0',
              status: 2,
              releaseAt,
              releasedAt: releaseAt,
            }),
          ],
          totalRow: 3,
        }),
    });
    renderAt('/home/record', '/home/record', <SubscriptionRecordsScreen />);
    await screen.findByTestId('lp-record-done');
    const text = (id: string) => screen.getByTestId(id).textContent;
    expect(text('lp-record-waiting-status')).toBe('Awaiting allocation');
    expect(text('lp-record-waiting-requested')).toBe('3 CS');
    expect(text('lp-record-waiting-cost')).toBe('0.37 USDT');
    expect(screen.queryByTestId('lp-record-waiting-allocated')).toBeNull();
    expect(text('lp-record-done-status')).toBe('Allocated, locked');
    expect(text('lp-record-done-allocated')).toBe('800 CS');
    expect(text('lp-record-done-ratio')).toBe('40.00%');
    expect(text('lp-record-done-paid')).toBe('400.00 USDT');
    expect(text('lp-record-done-refunded')).toBe('600.00 USDT');
    expect(screen.getByTestId('lp-record-done').textContent).toContain('Release date');
    expect(text('lp-record-free-status')).toBe('Released');
    expect(text('lp-record-free-ratio')).toBe('100.00%');
    expect(screen.getByTestId('lp-record-free').textContent).toContain('Released');
    expect(screen.getByTestId('lp-records-end').textContent).toBe('No more subscriptions');
  });
});
