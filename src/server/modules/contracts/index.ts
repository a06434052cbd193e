/**
 * The contracts module's public surface. The position engine (src/server/engines/contract-positions/) is the other
 * half of leveraged trading: it claims positions through this module's repository, decides with this module's rule
 * and changes them through this module's settlement, so the position table and the movements of a position are
 * written by one area's code.
 */
export { type ContractsService } from './contracts-service';
export { readRiskRates } from './contract-config';
export { createContractsRepo, type ContractPositionRow, type ContractsRepo } from './contracts-repo';
export { decidePosition, type PositionAction } from './decide-position';
export { endHoldingPosition, openPendingPosition, type SettlementDependencies } from './contract-settlement';
