/**
 * The launchpad engines (ARCHITECTURE §6, docs/api.md "Launchpad"), two passes a tick runs in this order:
 *
 * 1. allocation: claims ONE ended, unallocated listing (`for update skip locked`; joins take the same lock) and, in
 *    ONE transaction, decides every joined subscription (decide-allocation.ts), posts each one's movement
 *    `launchpad:<subscription id>:allocate` with `ledger.postBatch`, marks the rows allocated (status 1, or 3 when
 *    nothing was allocated and the whole cost came back) under a `status = 0` guard, sets the listing's
 *    `allocated_at`, publishes each user's live `allocated` event (once per user) and writes each user's message.
 *    A crash before the commit leaves the listing due again; a second process skips the locked listing; the unique
 *    references would refuse a second allocation anyway.
 * 2. release: claims a batch of allocated subscriptions whose `release_at` has come (`skip locked`) and, in one
 *    transaction, moves each one's coin from frozen to available (`launchpad:<id>:release`), marks it released
 *    under a `status = 1` guard and writes the message. A zero lock-up sale is released by the pass right after
 *    its allocation.
 *
 * Each pass first reads, without a lock or a transaction, whether it has anything to claim; most ticks stop there.
 *
 * The engines read and write the launchpad tables only through the launchpad module's repository and post its
 * movements (the module's index), never with queries of their own.
 */
import { isZero } from '../../../common/decimal';
import { amountText } from '../../../common/number-format';
import { subscriptionStatus } from '../../../common/launchpad-types';
import type { Database, Transaction } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import type { Movement } from '../../ledger/ledger-types';
import { publishLiveAll } from '../../live/publish-live';
import {
  allocateMovement,
  allocationPublications,
  allocateReference,
  launchpadAllocationRepo as repo,
  releaseMovement,
  releaseReference,
  utcDateTimeText,
  type ClaimedListing,
  type JoinedRow,
} from '../../modules/launchpad';
import { recordEventMessages, type EventMessage } from '../../modules/messages/messages-service';
import type { Engine } from '../engine';
import { decideAllocation } from './decide-allocation';
import { dayMs } from '../../../common/constants';

/** The most releases one transaction applies. */
export const launchpadReleaseBatchSizeMax = 500;
/**
 * The most movements one `postBatch` call takes (post-movements.ts), and the most messages one insert writes (seven
 * parameters each, well under Postgres's 65,535 per statement); a larger sale posts and writes in several calls.
 */
const chunkSizeMax = 1000;

export interface LaunchpadEngineDependencies {
  db: Database;
  ledger: Ledger;
  /** Overrides launchpadReleaseBatchSizeMax, e.g. for a test that proves several batches. */
  releaseBatchSizeMax?: number;
}

async function postInChunks(ledger: Ledger, tx: Transaction, movements: readonly Movement[]) {
  for (let start = 0; start < movements.length; start += chunkSizeMax) {
    await ledger.postClaimed(tx, movements.slice(start, start + chunkSizeMax));
  }
}

/** One language lookup and one insert per chunk, rather than two statements per message. */
async function writeMessagesInChunks(tx: Transaction, events: readonly EventMessage[]) {
  for (let start = 0; start < events.length; start += chunkSizeMax) {
    await recordEventMessages(tx, events.slice(start, start + chunkSizeMax));
  }
}

async function allocateListing(
  deps: LaunchpadEngineDependencies,
  tx: Transaction,
  listing: ClaimedListing,
  nowMs: number,
) {
  const joined: JoinedRow[] = await repo.joinedSubscriptions(tx, listing.id);
  const decisions = decideAllocation(listing, joined);
  const allocatedAt = new Date(nowMs);
  const releaseAt = new Date(nowMs + listing.lockupDays * dayMs);
  const entries = joined.map((row, index) => ({ row, decision: decisions[index]! }));
  await postInChunks(
    deps.ledger,
    tx,
    entries.map(({ row, decision }) => allocateMovement({ ...row, ...decision, coin: listing.coin })),
  );
  const marked = await repo.markAllocated(
    tx,
    entries.map(({ decision }) => ({
      ...decision,
      status: isZero(decision.allocated) ? subscriptionStatus.refunded : subscriptionStatus.allocated,
    })),
    { allocatedAt, releaseAt },
  );
  // The rows are locked by this transaction, so the guard must pass for each; if not, nothing of it stays.
  if (marked !== entries.length) {
    throw new Error(`launchpad allocation marked ${marked} of ${entries.length} subscriptions`);
  }
  await repo.markListingAllocated(tx, listing.id, allocatedAt);
  await publishLiveAll(tx, allocationPublications(listing.id, joined));
  await writeMessagesInChunks(
    tx,
    entries.map(({ row, decision }) => ({
      userId: row.userId,
      kind: 'launchpad_allocated' as const,
      reference: allocateReference(row.id),
      values: {
        coin: listing.coin,
        requested: amountText(row.requested, listing.coin),
        allocated: amountText(decision.allocated, listing.coin),
        paid: amountText(decision.paid, 'USDT'),
        refunded: amountText(decision.refunded, 'USDT'),
        releaseDate: utcDateTimeText(releaseAt.getTime()),
      },
      at: allocatedAt,
    })),
  );
}

export function createLaunchpadAllocationEngine(deps: LaunchpadEngineDependencies): Engine {
  return {
    name: 'launchpad-allocation',
    // One listing per transaction: a sale's subscriptions are allocated together or not at all.
    batchSizeMax: 1,
    async runBatch(nowMs) {
      // Most ticks find nothing: one plain read then, not a transaction.
      if (!(await repo.hasEndedListing(deps.db, nowMs))) return 0;
      return deps.db.transaction(async (tx) => {
        const listing = await repo.claimEndedListing(tx, nowMs);
        if (!listing) return 0;
        await allocateListing(deps, tx, listing, nowMs);
        return 1;
      });
    },
  };
}

export function createLaunchpadReleaseEngine(deps: LaunchpadEngineDependencies): Engine {
  const batchSizeMax = deps.releaseBatchSizeMax ?? launchpadReleaseBatchSizeMax;
  return {
    name: 'launchpad-release',
    batchSizeMax,
    async runBatch(nowMs) {
      if (!(await repo.hasDueRelease(deps.db, nowMs))) return 0;
      return deps.db.transaction(async (tx) => {
        const due = await repo.claimDueReleases(tx, nowMs, batchSizeMax);
        if (due.length === 0) return 0;
        const at = new Date(nowMs);
        await postInChunks(deps.ledger, tx, due.map(releaseMovement));
        const marked = await repo.markReleased(
          tx,
          due.map((entry) => entry.id),
          at,
        );
        if (marked !== due.length) {
          throw new Error(`launchpad release marked ${marked} of ${due.length} subscriptions`);
        }
        await writeMessagesInChunks(
          tx,
          due.map((entry) => ({
            userId: entry.userId,
            kind: 'launchpad_released' as const,
            reference: releaseReference(entry.id),
            values: { amount: amountText(entry.allocated, entry.coin), coin: entry.coin },
            at,
          })),
        );
        return due.length;
      });
    },
  };
}

/** Both passes, allocation first, so that a sale with no lock-up is released in the same tick. */
export function createLaunchpadEngines(deps: LaunchpadEngineDependencies): Engine[] {
  return [createLaunchpadAllocationEngine(deps), createLaunchpadReleaseEngine(deps)];
}
