/**
 * The spot module's public surface. The fill engine (src/server/engines/spot-fills/) is the other half of spot
 * trading: it claims crossed orders through this module's repository and posts their fills with this module's
 * movement, so the order table and the ledger movements of an order are written by one area's code.
 */
export { spotOrderPublication, toSpotOrder, type SpotService } from './spot-service';
export { createSpotRepo, type SpotMark, type SpotOrderRow, type SpotRepo } from './spot-repo';
export { fillAmountsOf, fillMovement } from './spot-movements';
