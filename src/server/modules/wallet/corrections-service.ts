/**
 * An operator's corrections besides credits (docs/ledger.md "Corrections"): a debit of a user's account into the
 * adjustment account, and the reversal of one journal transaction. Both go through the ledger, which guards the
 * balances (a debit or a reversal that would take a user balance below zero is refused by the guarded update,
 * not by a read before it), and each writes its audit row in the same database transaction.
 */
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { moveLegs, systemAccount, userAccount, type Ledger } from '../../ledger/ledger';
import { InsufficientBalanceError } from '../../ledger/ledger-errors';
import type { AccountType } from '../../ledger/ledger-types';
import type { TransactionSelector } from '../../ledger/reverse-transaction';
import type { Clock } from '../../lib/clock';
import { recordAudit, type OperatorAct } from '../operators';

export interface DebitInput {
  userId: number;
  accountType: AccountType;
  currency: string;
  amount: string;
  reference: string;
}

export interface ReversalAnswer {
  transactionId: number;
  reference: string;
  reversed: { id: number; kind: string; reference: string };
}

export function createCorrections(deps: { db: Database; clock: Clock; ledger: Ledger }) {
  return {
    /** Moves `amount` from the user's available balance to the adjustment account, once per reference. */
    async debit(input: DebitInput, act: OperatorAct): Promise<{ applied: boolean; transactionId: number }> {
      return deps.db.transaction(async (tx) => {
        const posted = await deps.ledger.post(tx, {
          kind: 'adjustment',
          reference: input.reference,
          userId: input.userId,
          memo: act.reason,
          legs: moveLegs(
            input.currency,
            input.amount,
            { owner: userAccount(input.userId, input.accountType), bucket: 'available' },
            { owner: systemAccount('adjustments'), bucket: 'available' },
          ),
        });
        if (posted.applied) {
          const after = {
            accountType: input.accountType,
            currency: input.currency,
            amount: input.amount,
            transactionId: posted.transactionId,
          };
          const change = {
            action: 'ledger.debit' as const,
            target: { type: 'user', id: input.userId },
            before: null,
            after,
          };
          await recordAudit(tx, act, change, new Date(deps.clock()));
        }
        return posted;
      });
    },

    /** Posts the exact opposite of one transaction, once (ledger/reverse-transaction.ts). */
    async reverse(selector: TransactionSelector, act: OperatorAct): Promise<ReversalAnswer> {
      return deps.db.transaction(async (tx) => {
        let reversal;
        try {
          reversal = await deps.ledger.reverse(tx, selector, act.reason);
        } catch (error) {
          // Throwing still rolls the whole transaction back: nothing of the reversal stays.
          if (error instanceof InsufficientBalanceError)
            throw new ApiError('LEDGER_REVERSAL_UNCOVERED', { currency: error.currency });
          throw error;
        }
        const change = {
          action: 'ledger.reverse' as const,
          target: { type: 'ledger-transaction', id: reversal.reversed.id },
          before: { reference: reversal.reversed.reference, kind: reversal.reversed.kind },
          after: {
            transactionId: reversal.transactionId,
            reference: reversal.reference,
            legs: reversal.legs,
          },
        };
        await recordAudit(tx, act, change, new Date(deps.clock()));
        const { id, kind, reference } = reversal.reversed;
        return {
          transactionId: reversal.transactionId,
          reference: reversal.reference,
          reversed: { id, kind, reference },
        };
      });
    },
  };
}

export type Corrections = ReturnType<typeof createCorrections>;
