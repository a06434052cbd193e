/** Helpers of the launchpad screen tests: listings and subscriptions as the server sends them, and a fake server. */
import { launchpadPaths, walletPaths } from '../../../../src/common/api-paths';
import type { ListingDetail, ListingSummary, Subscription } from '../../../../src/common/launchpad-types';
import { envelope, routeFetch, type Handler } from '../../support/fake-fetch';

const hourMs = 3_600_000;

/** A sale open for two more hours by a server clock that runs an hour ahead of the phone's. */
export function openListing(overrides: Partial<ListingDetail> = {}): ListingDetail {
  const serverTime = Date.now() + hourMs;
  return {
    id: 'l1',
    coin: 'CS',
    name: 'CloudStake',
    issuedAmount: '1000000000',
    offeredAmount: '1000000',
    subscribedAmount: '250000',
    price: '0.123456789',
    minPurchase: '10',
    purchaseLimit: '5000',
    lockupDays: 30,
    startsAt: serverTime - 10 * 60_000,
    endsAt: serverTime + 2 * hourMs + 3 * 60_000 + 4000,
    state: 2,
    allocated: false,
    whitePaper: 'whitepapers/cs.pdf',
    serverTime,
    intro: 'Shared staking infrastructure for small validators.',
    myRequested: '1000',
    ...overrides,
  };
}

export function subscription(id: string, overrides: Partial<Subscription> = {}): Subscription {
  return {
    id,
    listingId: 'l1',
    coin: 'CS',
    requested: '3',
    price: '0.123456789',
    cost: '0.37037037',
    allocated: null,
    ratio: null,
    paid: null,
    refunded: null,
    status: 0,
    createdAt: new Date(2026, 2, 4, 5, 6, 7).getTime(),
    allocatedAt: null,
    releaseAt: null,
    releasedAt: null,
    ...overrides,
  };
}

/** The list answers summaries: a listing without the detail's introduction and the caller's own request. */
export function summaryOf(listing: ListingDetail): ListingSummary {
  const { intro: _intro, myRequested: _myRequested, ...summary } = listing;
  return summary;
}

export const coinAssets = (usdt: string) =>
  envelope({
    list: [
      {
        currencyName: 'USDT',
        availableCurrency: usdt,
        frozenCurrency: '0',
        price: '1',
        total: usdt,
        locks: [],
      },
    ],
    totalUsdt: usdt,
  });

export interface LaunchpadServer {
  listing?: ListingDetail;
  list?: Handler;
  join?: Handler;
  records?: Handler;
  usdt?: string;
}

export function serveLaunchpad(options: LaunchpadServer = {}) {
  const listing = options.listing ?? openListing();
  return routeFetch({
    [launchpadPaths.detail]: () => envelope(listing),
    [launchpadPaths.list]: options.list ?? (() => envelope({ list: [summaryOf(listing)], totalRow: 1 })),
    [launchpadPaths.records]: options.records ?? (() => envelope({ list: [], totalRow: 0 })),
    [walletPaths.assets]: () => coinAssets(options.usdt ?? '1000'),
    ...(options.join ? { [launchpadPaths.join]: options.join } : {}),
  });
}
