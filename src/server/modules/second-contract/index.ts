/**
 * The second-contract module's public surface. The settlement engine (src/server/engines/second-contract/) is the
 * other half of timed orders: it claims due orders and marks them settled through this module's repository, so the
 * `second_orders` table is written by this module's code alone. The money of an order (fee, payout) is
 * src/common/second-contract-maths.ts.
 */
export type { SecondContractService } from './second-contract-service';
export {
  createSecondSettlementRepo,
  type DueOrder,
  type DueQuery,
  type SecondSettlementRepo,
  type SettledRow,
} from './second-settlement-repo';
export { timedOrderPublication } from './timed-order-events';
