/**
 * The position engine (ARCHITECTURE.md §6): opens limit entries whose price the market reached, and executes take
 * profits, stop losses and liquidations. One batch:
 * 1. asks the feed for ONE price per pair that has pending or holding positions, before any transaction, so no
 *    row is locked while a feed answers; a pair whose feed fails is left for a later batch (nothing is ever
 *    decided on a made-up price), the others go on;
 * 2. in ONE transaction, claims at most `batchSizeMax` positions that need an action at those marks (the trigger
 *    conditions are asked in SQL, so positions with nothing to do are never locked), `for update skip locked`;
 * 3. applies the contracts module's `decidePosition` to each through the module's settlement (a guarded status
 *    update plus one ledger movement with the position's deterministic reference), so a second process, a replay
 *    or a manual close racing it applies each change once. The inbox messages of the endings are written in the same transaction,
 *    one insert per batch. The batch's movements are collected and posted together with
 *    `ledger.postBatch`, which locks every account once in key order: posted one by one, the first close would
 *    lock `counterparty` before later users' accounts, and a request holding one of those would deadlock with it.
 * Take profit and stop loss execute at the mark price the engine saw reach them, like a market order the trigger
 * sends (docs/trading.md says why).
 */
import type { RiskRates } from '../../../common/contract-maths';
import type { DecimalString } from '../../../common/decimal';
import { findPair } from '../../../common/pairs';
import { contractCloseReasons, type ContractCloseReason } from '../../../common/trading-types';
import type { Transaction } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import type { Movement } from '../../ledger/ledger-types';
import { publishLiveAll, type LivePublication } from '../../live/publish-live';
import {
  createContractsRepo,
  decidePosition,
  endHoldingPosition,
  openPendingPosition,
  readRiskRates,
  type ContractPositionRow,
  type PositionAction,
  type SettlementDependencies,
} from '../../modules/contracts';
import { recordEventMessages, type EventMessage } from '../../modules/messages/messages-service';
import { decimalPriceOrNone } from '../../market/decimal-price';
import type { Engine } from '../engine';
import type { EngineDependencies } from '../engine-dependencies';

/** Positions acted on per transaction: small enough to keep locks short, large enough to drain a crash quickly. */
export const contractEngineBatchSizeMax = 200;

const endings: Record<Exclude<PositionAction, 'none' | 'open'>, ContractCloseReason> = {
  takeProfit: contractCloseReasons.takeProfit,
  stopLoss: contractCloseReasons.stopLoss,
  liquidate: contractCloseReasons.liquidation,
};

/** One feed price per symbol with live positions; symbols whose feed has no price now are left out. */
async function marksAt(
  deps: EngineDependencies,
  symbols: readonly string[],
  nowMs: number,
): Promise<Map<string, DecimalString>> {
  const marks = new Map<string, DecimalString>();
  for (const symbol of symbols) {
    const pair = findPair(symbol);
    const mark = pair ? await decimalPriceOrNone(deps.feed, pair, nowMs) : undefined;
    if (mark !== undefined) marks.set(symbol, mark);
  }
  return marks;
}

/**
 * Applies the decision for one claimed position. A limit entry that opens is decided again at the same mark: a
 * mark that gapped past its liquidation price (or reached a stop loss or take profit) acts at once.
 */
async function applyDecision(
  settlement: SettlementDependencies,
  tx: Transaction,
  row: ContractPositionRow,
  context: { markPrice: DecimalString; rates: RiskRates; nowMs: number },
): Promise<void> {
  let position: ContractPositionRow | undefined = row;
  let action = decidePosition(position, context.markPrice);
  if (action === 'open') {
    position = await openPendingPosition(settlement, tx, position, context.rates, context.nowMs);
    action = position ? decidePosition(position, context.markPrice) : 'none';
  }
  if (!position || action === 'none' || action === 'open') return;
  await endHoldingPosition(settlement, tx, position, {
    reason: endings[action],
    markPrice: context.markPrice,
    nowMs: context.nowMs,
  });
}

/**
 * Settlement dependencies that collect the batch's movements, live events and inbox messages, and the function that
 * writes them all at once at the end of the batch (one ledger batch, one insert of live events, one multi-row
 * message insert); a movement found applied before means a state change was applied twice, which is a bug.
 */
function collectingSettlement(repo: SettlementDependencies['repo'], ledger: Pick<Ledger, 'postClaimed'>) {
  const movements: Movement[] = [];
  const messages: EventMessage[] = [];
  const publications: LivePublication[] = [];
  const settlement: SettlementDependencies = {
    repo,
    record: async (_tx, movement) => {
      movements.push(movement);
    },
    notify: async (_tx, message) => {
      messages.push(message);
    },
    publish: async (_tx, publication) => {
      publications.push(publication);
    },
  };
  async function postCollected(tx: Transaction): Promise<void> {
    // postClaimed throws a LedgerInvariantError for a movement found applied before.
    await ledger.postClaimed(tx, movements);
    await publishLiveAll(tx, publications);
    await recordEventMessages(tx, messages);
  }
  return { settlement, postCollected };
}

export function createContractPositionsEngine(deps: EngineDependencies): Engine {
  const repo = createContractsRepo(deps.db);
  return {
    name: 'contract-positions',
    batchSizeMax: contractEngineBatchSizeMax,
    async runBatch(nowMs) {
      const marks = await marksAt(deps, await repo.liveSymbols(), nowMs);
      if (marks.size === 0) return 0;
      const rates = await readRiskRates(deps.params);
      return deps.db.transaction(async (tx) => {
        const { settlement, postCollected } = collectingSettlement(repo, deps.ledger);
        const claimed = await repo.claimDue(tx, marks, contractEngineBatchSizeMax);
        for (const row of claimed) {
          await applyDecision(settlement, tx, row, { markPrice: marks.get(row.symbol)!, rates, nowMs });
        }
        await postCollected(tx);
        return claimed.length;
      });
    },
  };
}
