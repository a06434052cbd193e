/**
 * Every trading engine of the process, in the order a tick runs them. Each lives in its own folder with a pure
 * `decide` and a `runBatch` that claims and applies (engine-loop.ts); this file only lists them.
 */
import type { EngineDependencies } from './engine-dependencies';
import type { Engine } from './engine';
import { createSpotFillEngine } from './spot-fills/spot-fill-engine';
// Leveraged positions (contract slice).
import { createContractPositionsEngine } from './contract-positions';
import { createSecondContractEngine } from './second-contract';
// Launchpad (issue 9).
import { createLaunchpadEngines } from './launchpad';

export function createTradingEngines(deps: EngineDependencies): Engine[] {
  const engines: Engine[] = [];
  // Spot fills (trading issue, spot slice).
  engines.push(createSpotFillEngine(deps));

  // Leveraged positions: limit entries, take profit, stop loss, liquidation (contract slice).
  engines.push(createContractPositionsEngine(deps));

  // Second-contract settlement (second-contract slice).
  engines.push(createSecondContractEngine({ db: deps.db, ledger: deps.ledger, feed: deps.feed }));

  // Launchpad allocation and release (issue 9).
  engines.push(...createLaunchpadEngines({ db: deps.db, ledger: deps.ledger }));

  return engines;
}
