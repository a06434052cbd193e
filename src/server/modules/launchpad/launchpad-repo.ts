/**
 * Reads and writes the launchpad tables (`listings`, `launchpad_subscriptions`) for the service: the public pages,
 * the join's locked reads and insert, the user's records and locks, and the operator's create and edit. The engine
 * claims and updates rows through launchpad-allocation-repo.ts beside this file (via the module's index), always
 * under a status guard: no other code writes these tables.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { subscriptionStatus } from '../../../common/launchpad-types';
import type { Queryable, Transaction } from '../../db/client';
import { launchpadSubscriptions, listings } from '../../db/schema';
import { wholeNumberOf } from '../../lib/row-values';

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = Omit<typeof listings.$inferInsert, 'id' | 'allocatedAt'>;
export type ListingChanges = Partial<Omit<NewListingRow, 'coin' | 'createdAt'>>;
export type SubscriptionRow = typeof launchpadSubscriptions.$inferSelect;
export type NewSubscriptionRow = Omit<typeof launchpadSubscriptions.$inferInsert, 'id'>;

/** Joining sales first, then those warming up, then the ended ones; each group by start time. */
function publicOrder(nowMs: number): SQL[] {
  const now = new Date(nowMs).toISOString();
  return [
    sql`case when ${listings.startsAt} > ${now}::timestamptz then 1
             when ${listings.endsAt} > ${now}::timestamptz then 0 else 2 end`,
    asc(listings.startsAt),
    asc(listings.id),
  ];
}

export function createLaunchpadRepo(db: Queryable) {
  return {
    async findListing(id: number): Promise<ListingRow | undefined> {
      const [row] = await db.select().from(listings).where(eq(listings.id, id));
      return row;
    },

    async findListingByCoin(coin: string): Promise<ListingRow | undefined> {
      const [row] = await db.select().from(listings).where(eq(listings.coin, coin));
      return row;
    },

    /**
     * The listing, locked until the caller's transaction ends: joins of one sale queue here, so two of them cannot
     * both fit under one user's limit, and none can slip in while the engine (which holds the same lock) allocates.
     */
    async lockListing(tx: Transaction, id: number): Promise<ListingRow | undefined> {
      const [row] = await tx.select().from(listings).where(eq(listings.id, id)).for('update');
      return row;
    },

    async listingsPage(nowMs: number, page: { offset: number; limit: number }) {
      const [totals] = await db.select({ total: count() }).from(listings);
      const rows = await db
        .select()
        .from(listings)
        .orderBy(...publicOrder(nowMs))
        .limit(page.limit)
        .offset(page.offset);
      return { total: wholeNumberOf(totals?.total ?? 0), rows };
    },

    /** Every listing, newest first: the operator's list. */
    allListings: (): Promise<ListingRow[]> => db.select().from(listings).orderBy(desc(listings.id)),

    /** What users have asked for so far, per listing id (absent: nothing yet). */
    async subscribedTotals(listingIds: readonly number[]): Promise<Map<number, string>> {
      if (listingIds.length === 0) return new Map();
      const rows = await db
        .select({
          listingId: launchpadSubscriptions.listingId,
          total: sql<string>`sum(${launchpadSubscriptions.requested})::text`,
        })
        .from(launchpadSubscriptions)
        .where(inArray(launchpadSubscriptions.listingId, [...listingIds]))
        .groupBy(launchpadSubscriptions.listingId);
      return new Map(rows.map((row) => [row.listingId, row.total]));
    },

    /** What one user has asked for in one sale over all their joins ("0" when nothing). */
    async requestedBy(q: Queryable, listingId: number, userId: number): Promise<string> {
      const [row] = await q
        .select({ total: sql<string>`coalesce(sum(${launchpadSubscriptions.requested}), 0)::text` })
        .from(launchpadSubscriptions)
        .where(
          and(eq(launchpadSubscriptions.listingId, listingId), eq(launchpadSubscriptions.userId, userId)),
        );
      return row?.total ?? '0';
    },

    async insertListing(row: NewListingRow): Promise<ListingRow> {
      const [inserted] = await db.insert(listings).values(row).returning();
      return inserted!;
    },

    /** Inserts unless a listing of the coin exists (the demo seed, repeated on every start); answers whether. */
    async insertListingIfNew(row: NewListingRow): Promise<boolean> {
      const inserted = await db
        .insert(listings)
        .values(row)
        .onConflictDoNothing({ target: listings.coin })
        .returning({ id: listings.id });
      return inserted.length > 0;
    },

    /** Applies an operator's edit; the caller holds the listing's lock and has checked the edit against it. */
    async updateListing(id: number, changes: ListingChanges): Promise<ListingRow | undefined> {
      const [row] = await db.update(listings).set(changes).where(eq(listings.id, id)).returning();
      return row;
    },

    async insertSubscription(tx: Transaction, row: NewSubscriptionRow): Promise<SubscriptionRow> {
      const [inserted] = await tx.insert(launchpadSubscriptions).values(row).returning();
      return inserted!;
    },

    /** One page of the user's subscriptions, newest first, optionally of one listing. */
    async subscriptionsPage(
      userId: number,
      listingId: number | undefined,
      page: { offset: number; limit: number },
    ) {
      const where = and(
        eq(launchpadSubscriptions.userId, userId),
        listingId === undefined ? undefined : eq(launchpadSubscriptions.listingId, listingId),
      );
      const [totals] = await db.select({ total: count() }).from(launchpadSubscriptions).where(where);
      const rows = await db
        .select()
        .from(launchpadSubscriptions)
        .where(where)
        .orderBy(desc(launchpadSubscriptions.createdAt), desc(launchpadSubscriptions.id))
        .limit(page.limit)
        .offset(page.offset);
      return { total: wholeNumberOf(totals?.total ?? 0), rows };
    },

    /** The user's allocated, not yet released coins: coin, amount and release time, soonest release first. */
    async lockedOf(userId: number) {
      return db
        .select({
          coin: launchpadSubscriptions.coin,
          allocated: launchpadSubscriptions.allocated,
          releaseAt: launchpadSubscriptions.releaseAt,
        })
        .from(launchpadSubscriptions)
        .where(
          and(
            eq(launchpadSubscriptions.userId, userId),
            eq(launchpadSubscriptions.status, subscriptionStatus.allocated),
          ),
        )
        .orderBy(asc(launchpadSubscriptions.releaseAt), asc(launchpadSubscriptions.id));
    },
  };
}

export type LaunchpadRepo = ReturnType<typeof createLaunchpadRepo>;
