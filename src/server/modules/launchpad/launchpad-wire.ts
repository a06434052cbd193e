/**
 * Launchpad rows on their way to the wire (src/common/launchpad-types.ts): a listing's state from the clock,
 * amounts in canonical decimal form, times in epoch milliseconds, the introduction in the caller's language.
 */
import type { DecimalString } from '../../../common/decimal';
import {
  listingStates,
  type ListingDetail,
  type ListingState,
  type ListingSummary,
  type Subscription,
  type SubscriptionStatus,
} from '../../../common/launchpad-types';
import { defaultLocale, type Locale } from '../../../common/locales';
import { canonicalNumeric, canonicalNumericOrNull, epochMsOrNull } from '../../lib/row-values';
import type { ListingRow, SubscriptionRow } from './launchpad-repo';

/** Warming up before the start, joining until the end, ended from the end on (the end instant itself is ended). */
export function stateAt(listing: Pick<ListingRow, 'startsAt' | 'endsAt'>, nowMs: number): ListingState {
  if (nowMs < listing.startsAt.getTime()) return listingStates.warmingUp;
  if (nowMs < listing.endsAt.getTime()) return listingStates.joining;
  return listingStates.ended;
}

/** A time as messages and refusals print it: "2026-03-09 10:15 UTC" (the server does not know the phone's zone). */
export function utcDateTimeText(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function toListingSummary(row: ListingRow, subscribed: string, nowMs: number): ListingSummary {
  return {
    id: String(row.id),
    coin: row.coin,
    name: row.name,
    issuedAmount: canonicalNumeric(row.issuedAmount),
    offeredAmount: canonicalNumeric(row.offeredAmount),
    subscribedAmount: canonicalNumeric(subscribed),
    price: canonicalNumeric(row.price),
    minPurchase: canonicalNumeric(row.minPurchase),
    purchaseLimit: canonicalNumeric(row.purchaseLimit),
    lockupDays: row.lockupDays,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    state: stateAt(row, nowMs),
    allocated: row.allocatedAt !== null,
    whitePaper: row.whitePaper,
    serverTime: nowMs,
  };
}

/** The introduction in the locale, else in English (every listing has the English one). */
export function introIn(row: ListingRow, locale: Locale): string {
  return row.intro[locale] || row.intro[defaultLocale] || '';
}

export function toListingDetail(
  row: ListingRow,
  subscribed: string,
  nowMs: number,
  locale: Locale,
  myRequested: DecimalString,
): ListingDetail {
  return { ...toListingSummary(row, subscribed, nowMs), intro: introIn(row, locale), myRequested };
}

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: String(row.id),
    listingId: String(row.listingId),
    coin: row.coin,
    requested: canonicalNumeric(row.requested),
    price: canonicalNumeric(row.price),
    cost: canonicalNumeric(row.cost),
    allocated: canonicalNumericOrNull(row.allocated),
    ratio: canonicalNumericOrNull(row.ratio),
    paid: canonicalNumericOrNull(row.paid),
    refunded: canonicalNumericOrNull(row.refunded),
    status: row.status as SubscriptionStatus,
    createdAt: row.createdAt.getTime(),
    allocatedAt: epochMsOrNull(row.allocatedAt),
    releaseAt: epochMsOrNull(row.releaseAt),
    releasedAt: epochMsOrNull(row.releasedAt),
  };
}
