/**
 * Wire shapes of the launchpad (new-coin sales; docs/api.md "Launchpad"). Amounts are decimal strings (coin amounts
 * at 8 places, USDT at 8 places), times epoch milliseconds. A listing's state follows from the server's clock.
 */
import type { RecordPage } from './trading-types';

/** New-coin states (spec section 4): warming up (roadshow), joining (participating), ended. */
export const listingStates = { warmingUp: 1, joining: 2, ended: 3 } as const;
export type ListingState = (typeof listingStates)[keyof typeof listingStates];

export interface ListingSummary {
  id: string;
  /** The new coin, upper case: CS, HFC, LGK… (an icon exists under public/coins). */
  coin: string;
  name: string;
  /** The coin's total issue. */
  issuedAmount: string;
  /** What this sale offers ("max"); allocation is pro rata above it. */
  offeredAmount: string;
  /** What users have asked for so far, over all joins. */
  subscribedAmount: string;
  /** The subscription ratio: USDT per coin. */
  price: string;
  /** The least one join may ask for, in the coin. */
  minPurchase: string;
  /** The most one user may ask for over all their joins, in the coin. */
  purchaseLimit: string;
  lockupDays: number;
  startsAt: number;
  endsAt: number;
  state: ListingState;
  /** True once the engine has allocated the sale. */
  allocated: boolean;
  /** The white paper's path under the app's base (`whitepapers/cs.pdf`), '' when there is none. */
  whitePaper: string;
  /** The server's clock when it answered, so a countdown does not trust the phone's clock. */
  serverTime: number;
}

export interface ListingDetail extends ListingSummary {
  /** The project introduction in the request's language (English when it has none in that language). */
  intro: string;
  /** What the signed-in caller has asked for so far in this sale; "0" for a visitor. */
  myRequested: string;
}

/** Subscription states: joined (USDT frozen), allocated (coin locked), released (coin available), refunded. */
export const subscriptionStatus = { joined: 0, allocated: 1, released: 2, refunded: 3 } as const;
export type SubscriptionStatus = (typeof subscriptionStatus)[keyof typeof subscriptionStatus];

/** One join, with the allocation arithmetic the user sees on their record. */
export interface Subscription {
  id: string;
  listingId: string;
  coin: string;
  /** What the user asked for, in the coin. */
  requested: string;
  /** USDT per coin. */
  price: string;
  /** requested × price rounded up to 8 places: the USDT frozen at joining. */
  cost: string;
  /** Null until allocation. */
  allocated: string | null;
  /** offered ÷ total requested when oversubscribed, "1" otherwise; null until allocation. */
  ratio: string | null;
  /** allocated × price rounded up to 8 places; null until allocation. */
  paid: string | null;
  /** cost − paid; null until allocation. */
  refunded: string | null;
  status: SubscriptionStatus;
  createdAt: number;
  allocatedAt: number | null;
  /** When the locked coin becomes available; null until allocation. */
  releaseAt: number | null;
  releasedAt: number | null;
}

export type ListingPage = RecordPage<ListingSummary>;
export type SubscriptionPage = RecordPage<Subscription>;

/** A locked amount of a coin in the user's coin account and when it is released (the assets screen shows it). */
export interface CoinLock {
  amount: string;
  releaseAt: number;
}
