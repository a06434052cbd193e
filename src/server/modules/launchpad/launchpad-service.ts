/**
 * The launchpad, the users' side and the operator's: the sales (public), joining one, one's records, the locked
 * coins the asset list shows, and creating and editing listings. Joining is ONE database transaction: the listing
 * row locked `for update` (so one user's joins queue and cannot together pass their limit, and none slips in while
 * the engine allocates, since the engine holds the same lock), the checks against the locked row and the clock
 * read under the lock, the subscription row and ONE ledger movement `launchpad:<id>:join` that freezes the cost.
 * A balance too low fails the ledger's guard and the whole transaction rolls back: a refused join leaves nothing.
 * Allocation and release are the engine's: it claims and marks rows through this module's index. The cost is
 * src/common/launchpad-maths.ts, the figure the join form shows.
 */
import {
  compare,
  max,
  parseDecimal,
  sub,
  add,
  type DecimalString,
  moneyScale,
} from '../../../common/decimal';
import { launchpadCost } from '../../../common/launchpad-maths';
import {
  listingStates,
  type CoinLock,
  type ListingDetail,
  type ListingPage,
  type Subscription,
  type SubscriptionPage,
} from '../../../common/launchpad-types';
import type { Locale } from '../../../common/locales';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { answerOnce, type IdempotentRequest } from '../../http/idempotency';
import type { Ledger } from '../../ledger/ledger';
import type { Clock } from '../../lib/clock';
import { canonicalNumeric } from '../../lib/row-values';
import type { VerifyTradePassword } from '../auth/auth-service';
import { publishLive } from '../../live/publish-live';
import { launchpadPublication } from './launchpad-events';
import { joinMovement } from './launchpad-movements';
import { createLaunchpadRepo, type ListingRow } from './launchpad-repo';
import {
  stateAt,
  toListingDetail,
  toListingSummary,
  toSubscription,
  utcDateTimeText,
} from './launchpad-wire';
import {
  checkListingWhole,
  fieldsFixedAtStart,
  parseListingChanges,
  parseNewListing,
  type ListingInput,
} from './listing-input';
import { refuseTooLargeText, requireWithinMoneyMax } from '../../http/money-limit';
import type { RequireIdentity } from '../kyc/kyc-service';
import { recordAudit, type OperatorAct } from '../operators';

export interface LaunchpadDependencies {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  verifyTradePassword: VerifyTradePassword;
  /** Identity verification before this operation (spec section 6), checked before any money moves. */
  requireIdentity: RequireIdentity;
}

export interface JoinInput {
  id: number;
  /** As the user typed it (undefined when missing); checked here. */
  amount?: string | undefined;
  tradePassword: string;
}

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

const offsetOf = (page: PageRequest) => ({ offset: (page.pageNo - 1) * page.pageSize, limit: page.pageSize });

/** The amount a join asks for, or the refusal that says what is wrong with it. */
function joinAmount(raw: string | undefined, listing: ListingRow): DecimalString {
  if (raw === undefined || raw.trim() === '')
    throw new ApiError('LAUNCHPAD_AMOUNT_MISSING', { coin: listing.coin });
  refuseTooLargeText(raw);
  const parsed = parseDecimal(raw, { scaleMax: moneyScale });
  if (!parsed.ok || compare(parsed.value, '0' as DecimalString) <= 0)
    throw new ApiError('LAUNCHPAD_AMOUNT_INVALID');
  const minPurchase = canonicalNumeric(listing.minPurchase);
  if (compare(parsed.value, minPurchase) < 0) {
    throw new ApiError('LAUNCHPAD_BELOW_MIN', { min: minPurchase, coin: listing.coin });
  }
  return parsed.value;
}

/** Refuses a join of a sale that is not joining at `nowMs` (or that the engine has allocated already). */
function assertJoining(listing: ListingRow, nowMs: number): void {
  const state = stateAt(listing, nowMs);
  if (state === listingStates.warmingUp) {
    throw new ApiError('LAUNCHPAD_NOT_STARTED', {
      coin: listing.coin,
      startsAt: utcDateTimeText(listing.startsAt.getTime()),
    });
  }
  if (state === listingStates.ended || listing.allocatedAt !== null) {
    throw new ApiError('LAUNCHPAD_ENDED', { coin: listing.coin });
  }
}

export function createLaunchpadService(deps: LaunchpadDependencies) {
  const { db, ledger } = deps;
  const repo = createLaunchpadRepo(db);

  async function listingOrRefuse(id: number): Promise<ListingRow> {
    const listing = await repo.findListing(id);
    if (!listing) throw new ApiError('LAUNCHPAD_LISTING_UNKNOWN');
    return listing;
  }

  async function list(page: PageRequest): Promise<ListingPage> {
    const nowMs = deps.clock();
    const { total, rows } = await repo.listingsPage(nowMs, offsetOf(page));
    const subscribed = await repo.subscribedTotals(rows.map((row) => row.id));
    return {
      list: rows.map((row) => toListingSummary(row, subscribed.get(row.id) ?? '0', nowMs)),
      totalRow: total,
    };
  }

  async function detail(id: number, locale: Locale, userId: number | undefined): Promise<ListingDetail> {
    const listing = await listingOrRefuse(id);
    const subscribed = (await repo.subscribedTotals([id])).get(id) ?? '0';
    const mine = userId === undefined ? '0' : await repo.requestedBy(db, id, userId);
    return toListingDetail(listing, subscribed, deps.clock(), locale, canonicalNumeric(mine));
  }

  async function join(
    userId: number,
    input: JoinInput,
    idempotent: IdempotentRequest | undefined,
  ): Promise<Subscription> {
    await deps.requireIdentity(userId);
    const seen = await listingOrRefuse(input.id);
    const amount = joinAmount(input.amount, seen);
    // Checked before the password too, so that a closed sale never costs one of the password's tries; checked
    // again under the lock below, where it counts. Not for a request with an Idempotency-Key: its retry after the
    // sale ended must still get the answer of the join that went through (the phone lost it, not the server).
    if (!idempotent) assertJoining(seen, deps.clock());
    // Last of the checks outside the transaction, so that a mistyped amount never costs a try either.
    await deps.verifyTradePassword(userId, input.tradePassword);
    return db.transaction((tx) =>
      answerOnce(tx, userId, idempotent, deps.clock(), async () => {
        const listing = (await repo.lockListing(tx, input.id))!;
        const nowMs = deps.clock();
        assertJoining(listing, nowMs);
        const limit = canonicalNumeric(listing.purchaseLimit);
        const already = canonicalNumeric(await repo.requestedBy(tx, listing.id, userId));
        if (compare(add(already, amount), limit) > 0) {
          throw new ApiError('LAUNCHPAD_OVER_LIMIT', {
            left: max(sub(limit, already), '0' as DecimalString),
            coin: listing.coin,
          });
        }
        const price = canonicalNumeric(listing.price);
        // Rounded UP: the frozen cost always covers what the user may have to pay for everything they asked for.
        const cost = launchpadCost(amount, price);
        requireWithinMoneyMax(cost);
        const row = await repo.insertSubscription(tx, {
          listingId: listing.id,
          userId,
          coin: listing.coin,
          requested: amount,
          price,
          cost,
          createdAt: new Date(nowMs),
        });
        await ledger.post(tx, joinMovement({ id: row.id, userId, coin: listing.coin, cost }));
        const { event } = launchpadPublication(userId, listing.id, 'subscribed');
        await publishLive(tx, userId, event);
        return toSubscription(row);
      }),
    );
  }

  async function records(
    userId: number,
    listingId: number | undefined,
    page: PageRequest,
  ): Promise<SubscriptionPage> {
    const { total, rows } = await repo.subscriptionsPage(userId, listingId, offsetOf(page));
    return { list: rows.map(toSubscription), totalRow: total };
  }

  /** The user's locked launchpad coins by coin (the asset list's `locks`), soonest release first. */
  async function locksOf(userId: number): Promise<Map<string, CoinLock[]>> {
    const locks = new Map<string, CoinLock[]>();
    for (const row of await repo.lockedOf(userId)) {
      if (row.allocated === null || row.releaseAt === null) continue;
      const entry = { amount: canonicalNumeric(row.allocated), releaseAt: row.releaseAt.getTime() };
      locks.set(row.coin, [...(locks.get(row.coin) ?? []), entry]);
    }
    return locks;
  }

  return {
    list,
    detail,
    join,
    records,
    locksOf,
    ...createListingAdmin(deps, repo),
  };
}

/** The operator's side: every listing, creating one, editing one (docs/operations.md "Launchpad listings"). */
function createListingAdmin(deps: LaunchpadDependencies, repo: ReturnType<typeof createLaunchpadRepo>) {
  const summaryOf = async (row: ListingRow) =>
    toListingSummary(row, (await repo.subscribedTotals([row.id])).get(row.id) ?? '0', deps.clock());

  return {
    async allListings() {
      const rows = await repo.allListings();
      const subscribed = await repo.subscribedTotals(rows.map((row) => row.id));
      return rows.map((row) => toListingSummary(row, subscribed.get(row.id) ?? '0', deps.clock()));
    },

    /** Creates a listing; an operator's (`act`) writes its audit row in the same transaction. */
    async createListing(input: ListingInput, act?: OperatorAct) {
      const nowMs = deps.clock();
      const listing = parseNewListing(input, new Date(nowMs), nowMs);
      if (await repo.findListingByCoin(listing.coin))
        throw new ApiError('LAUNCHPAD_COIN_TAKEN', { coin: listing.coin });
      const created = await deps.db.transaction(async (tx) => {
        const txRepo = createLaunchpadRepo(tx);
        // Two operators racing on one coin: the unique index lets one in; the other finds it taken.
        if (!(await txRepo.insertListingIfNew(listing))) {
          throw new ApiError('LAUNCHPAD_COIN_TAKEN', { coin: listing.coin });
        }
        const row = (await txRepo.findListingByCoin(listing.coin))!;
        if (act) {
          const change = { action: 'listing.create' as const, target: { type: 'listing', id: row.id } };
          await recordAudit(tx, act, { ...change, before: null, after: row }, new Date(nowMs));
        }
        return row;
      });
      return summaryOf(created);
    },

    /** The demo seed's listing: created once per coin, past times allowed; answers whether it was created. */
    async seedListing(input: ListingInput): Promise<boolean> {
      return repo.insertListingIfNew(parseNewListing(input, new Date(deps.clock())));
    },

    async editListing(id: number, input: ListingInput, act: OperatorAct) {
      const updated = await deps.db.transaction(async (tx) => {
        // Locked like a join locks it, so an edit and a join never see two different prices.
        const current = await repo.lockListing(tx, id);
        if (!current) throw new ApiError('LAUNCHPAD_LISTING_UNKNOWN');
        // An introduction edit changes the locales it names and keeps the others.
        const intro = input.intro;
        const merged =
          typeof intro === 'object' && intro !== null && !Array.isArray(intro)
            ? { ...input, intro: { ...current.intro, ...intro } }
            : input;
        const changes = parseListingChanges(merged);
        const nowMs = deps.clock();
        const fixed = fieldsFixedAtStart.filter((field) => field in changes);
        if (fixed.length > 0 && stateAt(current, nowMs) !== listingStates.warmingUp) {
          throw new ApiError('LAUNCHPAD_LISTING_STARTED', { fields: fixed.join(', ') });
        }
        checkListingWhole({ ...current, ...changes }, fixed.length > 0 ? nowMs : undefined);
        const updated = await createLaunchpadRepo(tx).updateListing(id, changes);
        const before = Object.fromEntries(
          Object.keys(changes).map((field) => [field, current[field as keyof typeof current]]),
        );
        const change = {
          action: 'listing.edit' as const,
          target: { type: 'listing', id },
          before,
          after: changes,
        };
        await recordAudit(tx, act, change, new Date(nowMs));
        return updated;
      });
      return summaryOf(updated!);
    },
  };
}

export type LaunchpadService = ReturnType<typeof createLaunchpadService>;
