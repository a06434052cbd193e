/**
 * The state changes of a position that the close call and the position engine share, each ONE guarded row update
 * plus at most ONE ledger movement in the caller's transaction:
 * - a pending limit entry opens at its limit price (no money moves: margin and fee were taken at placement);
 * - a pending limit entry is cancelled (`contract:<id>:cancel`);
 * - a holding position closes (manual, take profit, stop loss) or is liquidated (`contract:<id>:close`); an ending
 *   the user did not ask for (take profit, stop loss, liquidation) also leaves a message in their inbox, with the
 *   movement's reference, in the same transaction.
 * Each answers undefined when the guarded update matched nothing (the position had already left the expected
 * state: another process or request got there first), and then nothing moved.
 */
import {
  closingPayout,
  liquidationPrice,
  positionProfit,
  type RiskRates,
} from '../../../common/contract-maths';
import { sub, type DecimalString } from '../../../common/decimal';
import { findPair } from '../../../common/pairs';
import {
  contractCloseReasons,
  contractStatus,
  type ContractCloseReason,
} from '../../../common/trading-types';
import type { Transaction } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import { publishLive, type LivePublication } from '../../live/publish-live';
import type { Movement } from '../../ledger/ledger-types';
import { pairLabel, type EventMessage } from '../messages/messages-service';
import { amountText, signedAmountText, symbolPriceText } from '../../../common/number-format';
import { cancelMovement, closeMovement } from './contract-movements';
import { termsOf } from './contract-record';
import type { ContractPositionRow, ContractsRepo } from './contracts-repo';
import { canonicalNumeric } from '../../lib/row-values';

export interface SettlementDependencies {
  repo: ContractsRepo;
  /**
   * Where a state change's movement goes, inside the caller's transaction: a request posts it at once
   * (`postingEach`), the position engine collects a batch's movements and posts them together.
   */
  record: (tx: Transaction, movement: Movement) => Promise<void>;
  /** Where the inbox message of an ending goes: a request writes it at once, the engine once per batch. */
  notify: (tx: Transaction, message: EventMessage) => Promise<void>;
  /**
   * Where the owner's live event of an opening or an ending goes (`positionPublication`): a request publishes it at
   * once (`publishingEach`), the engine once per batch, after the batch's movements and so after their balances.
   */
  publish: (tx: Transaction, publication: LivePublication) => Promise<void>;
}

/** Publishes each live event at once, in the request's transaction. */
export const publishingEach: SettlementDependencies['publish'] = (tx, { userId, event }) =>
  publishLive(tx, userId, event);

/**
 * The owner's live event of a position's change (docs/api.md "Live stream", "The private events"): `opened` when it
 * starts holding (at once for a market order, when the engine opens a limit entry), `closed` for a close by hand, a
 * take profit or a stop loss, `liquidated` for a liquidation. A pending entry's placement and cancellation publish
 * only the balances they move: a pending entry is not an open position.
 */
export function positionPublication(
  row: Pick<ContractPositionRow, 'id' | 'userId' | 'symbol'>,
  status: 'opened' | 'closed' | 'liquidated',
): LivePublication {
  return {
    userId: row.userId,
    event: { type: 'position', positionId: String(row.id), symbol: row.symbol, status },
  };
}

/** Posts each movement at once; its reference names this one state change, so finding it applied is a bug. */
export function postingEach(ledger: Pick<Ledger, 'post'>): SettlementDependencies['record'] {
  return async (tx, movement) => {
    const posted = await ledger.post(tx, movement);
    if (!posted.applied) throw new Error(`ledger movement ${movement.reference} was already applied`);
  };
}

export async function openPendingPosition(
  deps: SettlementDependencies,
  tx: Transaction,
  row: ContractPositionRow,
  rates: RiskRates,
  nowMs: number,
): Promise<ContractPositionRow | undefined> {
  const pair = findPair(row.symbol);
  if (!pair || row.limitPrice === null)
    throw new Error(`position ${row.id} cannot open: no pair or limit price`);
  const terms = termsOf(row, row.limitPrice);
  const opened = await deps.repo.markOpened(
    row.id,
    {
      openPrice: terms.openPrice,
      liquidationPrice: liquidationPrice(terms, rates, pair.precision),
      openedAt: new Date(nowMs),
    },
    tx,
  );
  if (opened) await deps.publish(tx, positionPublication(opened, 'opened'));
  return opened;
}

export async function cancelPendingPosition(
  deps: SettlementDependencies,
  tx: Transaction,
  row: ContractPositionRow,
  nowMs: number,
): Promise<ContractPositionRow | undefined> {
  const cancelled = await deps.repo.finish(
    row.id,
    contractStatus.pending,
    {
      status: contractStatus.cancelled,
      closePrice: null,
      closeReason: null,
      profit: null,
      closedAt: new Date(nowMs),
    },
    tx,
  );
  if (cancelled) await deps.record(tx, cancelMovement(cancelled));
  return cancelled;
}

/**
 * Ends a holding position at `markPrice`. The payout is margin + profit at that price, never below zero; a
 * liquidation pays out nothing (the maintenance remainder covers closing at the platform's risk). The recorded
 * profit is payout − margin: what the user actually gained or lost, never less than −margin.
 */
export async function endHoldingPosition(
  deps: SettlementDependencies,
  tx: Transaction,
  row: ContractPositionRow,
  ending: { reason: ContractCloseReason; markPrice: DecimalString; nowMs: number },
): Promise<ContractPositionRow | undefined> {
  if (row.openPrice === null) throw new Error(`position ${row.id} is holding without an open price`);
  const terms = termsOf(row, row.openPrice);
  const liquidated = ending.reason === contractCloseReasons.liquidation;
  const payout = liquidated
    ? ('0' as DecimalString)
    : closingPayout(terms.margin, positionProfit(terms, ending.markPrice));
  const closed = await deps.repo.finish(
    row.id,
    contractStatus.holding,
    {
      status: liquidated ? contractStatus.liquidated : contractStatus.finished,
      closePrice: ending.markPrice,
      closeReason: ending.reason,
      profit: sub(payout, terms.margin),
      closedAt: new Date(ending.nowMs),
    },
    tx,
  );
  if (!closed) return undefined;
  const movement = closeMovement(closed, payout);
  await deps.record(tx, movement);
  await deps.publish(tx, positionPublication(closed, liquidated ? 'liquidated' : 'closed'));
  const message = endingMessage(closed, ending, movement.reference);
  if (message) await deps.notify(tx, message);
  return closed;
}

const endingKinds = {
  [contractCloseReasons.takeProfit]: 'position_take_profit',
  [contractCloseReasons.stopLoss]: 'position_stop_loss',
  [contractCloseReasons.liquidation]: 'position_liquidated',
} as const;

/** The inbox message of an ending the user did not ask for; none for a close by hand. */
function endingMessage(
  closed: ContractPositionRow,
  ending: { reason: ContractCloseReason; markPrice: DecimalString; nowMs: number },
  reference: string,
): EventMessage | undefined {
  if (ending.reason === contractCloseReasons.manual) return undefined;
  return {
    userId: closed.userId,
    kind: endingKinds[ending.reason],
    reference,
    values: {
      pair: pairLabel(closed.baseCoin, closed.quoteCoin),
      // Written as the screens write them (docs/formats.md).
      price: symbolPriceText(ending.markPrice, closed.symbol),
      margin: amountText(canonicalNumeric(closed.margin), closed.quoteCoin),
      pnl: signedAmountText(canonicalNumeric(closed.profit ?? '0'), closed.quoteCoin),
      currency: closed.quoteCoin,
    },
    at: new Date(ending.nowMs),
  };
}
