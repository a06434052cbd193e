/**
 * The allocation side of the launchpad's repository (launchpad-repo.ts is the sales, joins and records side; together
 * they are the only code that writes `listings` and `launchpad_subscriptions`). The launchpad engine uses it through
 * this module's index: claiming an ended, unallocated listing and its joined subscriptions, marking them allocated;
 * claiming subscriptions whose lock-up is over and marking them released. Claims are `for update skip locked`, so
 * several processes on one Postgres never take the same row, and every mark is guarded by the status it expects, so
 * a row another transaction has moved on is never changed twice.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DecimalString } from '../../../common/decimal';
import { subscriptionStatus } from '../../../common/launchpad-types';
import type { Queryable, Transaction } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { launchpadSubscriptions, listings } from '../../db/schema';
import { canonicalNumeric } from '../../lib/row-values';

export interface ClaimedListing {
  id: number;
  coin: string;
  offeredAmount: DecimalString;
  price: DecimalString;
  lockupDays: number;
}

/** Listings that have ended and that the engine has not allocated. */
const endedUnallocated = (nowMs: number) =>
  and(isNull(listings.allocatedAt), lte(listings.endsAt, new Date(nowMs)));

/**
 * Whether any listing is ended and unallocated at `nowMs`: one read without a lock or a transaction, so that an idle
 * engine tick costs one statement. It may say yes for a listing another process holds; the claim then finds nothing.
 */
async function hasEndedListing(db: Queryable, nowMs: number): Promise<boolean> {
  const rows = await db.select({ id: listings.id }).from(listings).where(endedUnallocated(nowMs)).limit(1);
  return rows.length > 0;
}

/** The next ended listing the engine has not allocated, locked (the same lock a join takes). */
async function claimEndedListing(tx: Transaction, nowMs: number): Promise<ClaimedListing | undefined> {
  const [row] = await tx
    .select({
      id: listings.id,
      coin: listings.coin,
      offeredAmount: listings.offeredAmount,
      price: listings.price,
      lockupDays: listings.lockupDays,
    })
    .from(listings)
    .where(endedUnallocated(nowMs))
    .orderBy(asc(listings.endsAt), asc(listings.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!row) return undefined;
  return {
    ...row,
    offeredAmount: canonicalNumeric(row.offeredAmount),
    price: canonicalNumeric(row.price),
  };
}

export interface JoinedRow {
  id: number;
  userId: number;
  requested: DecimalString;
  cost: DecimalString;
}

/** Every joined subscription of the listing, locked, in id order (the order allocation is written in). */
async function joinedSubscriptions(tx: Transaction, listingId: number): Promise<JoinedRow[]> {
  const rows = await tx
    .select({
      id: launchpadSubscriptions.id,
      userId: launchpadSubscriptions.userId,
      requested: launchpadSubscriptions.requested,
      cost: launchpadSubscriptions.cost,
    })
    .from(launchpadSubscriptions)
    .where(
      and(
        eq(launchpadSubscriptions.listingId, listingId),
        eq(launchpadSubscriptions.status, subscriptionStatus.joined),
      ),
    )
    .orderBy(asc(launchpadSubscriptions.id))
    .for('update');
  return rows.map((row) => ({
    ...row,
    requested: canonicalNumeric(row.requested),
    cost: canonicalNumeric(row.cost),
  }));
}

export interface AllocatedRow {
  id: number;
  status: number;
  allocated: DecimalString;
  ratio: DecimalString;
  paid: DecimalString;
  refunded: DecimalString;
}

/** Marks subscriptions allocated in one statement per chunk, each guarded by `status = 0`; answers how many changed. */
async function markAllocated(
  tx: Transaction,
  rows: readonly AllocatedRow[],
  times: { allocatedAt: Date; releaseAt: Date },
): Promise<number> {
  if (rows.length === 0) return 0;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.id}::bigint, ${row.status}::integer, ${row.allocated}::numeric, ${row.ratio}::numeric, ${row.paid}::numeric, ${row.refunded}::numeric)`,
    ),
    sql`, `,
  );
  const updated = await queryRows<{ id: string }>(
    tx,
    sql`update launchpad_subscriptions as s
        set status = v.status, allocated = v.allocated, ratio = v.ratio, paid = v.paid, refunded = v.refunded,
          allocated_at = ${times.allocatedAt.toISOString()}::timestamptz,
          release_at = case when v.status = ${subscriptionStatus.allocated}
            then ${times.releaseAt.toISOString()}::timestamptz else null end
        from (values ${values}) as v(id, status, allocated, ratio, paid, refunded)
        where s.id = v.id and s.status = ${subscriptionStatus.joined}
        returning s.id`,
  );
  return updated.length;
}

async function markListingAllocated(tx: Transaction, id: number, at: Date): Promise<void> {
  await tx
    .update(listings)
    .set({ allocatedAt: at })
    .where(and(eq(listings.id, id), isNull(listings.allocatedAt)));
}

export interface DueRelease {
  id: number;
  userId: number;
  coin: string;
  allocated: DecimalString;
}

/** Allocated subscriptions whose lock-up is over at `nowMs`. */
const releaseDue = (nowMs: number) =>
  and(
    eq(launchpadSubscriptions.status, subscriptionStatus.allocated),
    lte(launchpadSubscriptions.releaseAt, new Date(nowMs)),
  );

/** Whether any subscription is due for release at `nowMs`: one read without a lock (as hasEndedListing). */
async function hasDueRelease(db: Queryable, nowMs: number): Promise<boolean> {
  const rows = await db
    .select({ id: launchpadSubscriptions.id })
    .from(launchpadSubscriptions)
    .where(releaseDue(nowMs))
    .limit(1);
  return rows.length > 0;
}

/** The next allocated subscriptions whose lock-up is over, soonest first, locked for this transaction. */
async function claimDueReleases(tx: Transaction, nowMs: number, limit: number): Promise<DueRelease[]> {
  const rows = await tx
    .select({
      id: launchpadSubscriptions.id,
      userId: launchpadSubscriptions.userId,
      coin: launchpadSubscriptions.coin,
      allocated: launchpadSubscriptions.allocated,
    })
    .from(launchpadSubscriptions)
    .where(releaseDue(nowMs))
    .orderBy(asc(launchpadSubscriptions.releaseAt), asc(launchpadSubscriptions.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => ({ ...row, allocated: canonicalNumeric(row.allocated ?? '0') }));
}

/** Marks released, guarded by `status = 1`; answers how many changed (the caller holds the locks: all of them). */
async function markReleased(tx: Transaction, ids: readonly number[], at: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const updated = await tx
    .update(launchpadSubscriptions)
    .set({ status: subscriptionStatus.released, releasedAt: at })
    .where(
      and(
        inArray(launchpadSubscriptions.id, [...ids]),
        eq(launchpadSubscriptions.status, subscriptionStatus.allocated),
      ),
    )
    .returning({ id: launchpadSubscriptions.id });
  return updated.length;
}

/**
 * The claims and marks take the engine's transaction: the claims lock rows until it ends, and the marks need those
 * locks. The two `has…` reads take any connection and lock nothing.
 */
export const launchpadAllocationRepo = {
  hasEndedListing,
  hasDueRelease,
  claimEndedListing,
  joinedSubscriptions,
  markAllocated,
  markListingAllocated,
  claimDueReleases,
  markReleased,
};
