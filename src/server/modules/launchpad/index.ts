/**
 * The launchpad module's public surface. The launchpad engines (src/server/engines/launchpad/) are the other half
 * of a sale: they claim ended listings and due releases and mark them through this module's repository, and post
 * this module's movements, so the launchpad tables and the ledger movements of a subscription are written by one
 * area's code. The money of a sale (cost, allocation, payment, refund) is src/common/launchpad-maths.ts.
 */
export type { LaunchpadService } from './launchpad-service';
export {
  launchpadAllocationRepo,
  type AllocatedRow,
  type ClaimedListing,
  type DueRelease,
  type JoinedRow,
} from './launchpad-allocation-repo';
export {
  allocateMovement,
  allocateReference,
  releaseMovement,
  releaseReference,
  type AllocatedSubscription,
} from './launchpad-movements';
export { utcDateTimeText } from './launchpad-wire';
export { allocationPublications } from './launchpad-events';
