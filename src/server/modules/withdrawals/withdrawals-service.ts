/**
 * Withdrawals: a verified user sends coins from their coin account to one of their saved addresses. Submission
 * checks identity, the address, the amount against the currency's limits and the trade password, then, in one
 * transaction, records the request and freezes the amount through the ledger (the ledger's guard refuses more than
 * the available balance). An operator then approves it (the frozen amount leaves the platform) or rejects it (the
 * amount is unfrozen); the decision is a guarded status update in the same transaction as its movement, so a
 * withdrawal is decided exactly once however many operators or processes race.
 */
import { amountText } from '../../../common/number-format';
import { parseAmount } from '../../../common/amount';
import { compare, isNegative, isZero, sub, type DecimalString } from '../../../common/decimal';
import { assetRecordStatus } from '../../../common/wallet-types';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { answerOnce, type IdempotentRequest } from '../../http/idempotency';
import type { Ledger } from '../../ledger/ledger';
import type { Clock } from '../../lib/clock';
import type { AddressBookService } from '../address-book/address-book-service';
import type { UserDirectory } from '../auth';
import type { VerifyTradePassword } from '../auth/auth-service';
import type { CurrencySettingsService } from '../wallet/currency-settings-service';
import { recordEventMessage, type EventMessage } from '../messages/messages-service';
import { recordAudit, type OperatorAct } from '../operators';
import { canonicalNumeric } from '../../lib/row-values';
import { freezeMovement, releaseMovement, settleMovement } from './withdrawal-movements';
import type { WithdrawalRow, WithdrawalsRepo } from './withdrawals-repo';
import { refuseTooLargeText } from '../../http/money-limit';
import type { RequireIdentity } from '../kyc/kyc-service';

export type { WithdrawalRow };

export interface WithdrawalsDependencies {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  repo: WithdrawalsRepo;
  addressBook: AddressBookService;
  currencySettings: Pick<CurrencySettingsService, 'settingsFor'>;
  verifyTradePassword: VerifyTradePassword;
  users: UserDirectory;
  /** Identity verification before this operation (spec section 6), checked before any money moves. */
  requireIdentity: RequireIdentity;
}

export interface WithdrawInput {
  addressId: number;
  /** As the user typed it; checked here against the currency's limits. */
  amount: string;
  tradePwd: string;
}

export interface WithdrawAnswer {
  id: string;
  amount: string;
  fee: string;
  realarrive: string;
}

export const withdrawalListLimitMax = 100;
export const withdrawalReasonLengthMax = 500;

/** The amount, fee and what arrives, or the rule the amount breaks. */
async function priceWithdrawal(
  settingsFor: CurrencySettingsService['settingsFor'],
  currency: string,
  rawAmount: string,
) {
  const settings = await settingsFor(currency);
  if (!settings) throw new ApiError('WITHDRAW_UNAVAILABLE', { currency });
  const min = settings.withdrawMin as DecimalString;
  const max = settings.withdrawMax as DecimalString;
  refuseTooLargeText(rawAmount);
  const amount = parseAmount(rawAmount.trim(), min);
  if (amount === undefined || compare(amount, max) > 0) {
    throw new ApiError('WITHDRAW_AMOUNT', { min, max, currency });
  }
  const fee = settings.withdrawFee as DecimalString;
  const realarrive = sub(amount, fee);
  if (isZero(realarrive) || isNegative(realarrive)) {
    throw new ApiError('WITHDRAW_BELOW_FEE', { fee, currency });
  }
  return { amount, fee, realarrive };
}

/** The user's inbox message about the decision, written in the decision's transaction. */
function decisionMessage(row: WithdrawalRow, approved: boolean, at: Date): EventMessage {
  return {
    userId: row.userId,
    kind: approved ? 'withdrawal_finished' : 'withdrawal_rejected',
    reference: `withdrawal:${row.id}:${approved ? 'finish' : 'reject'}`,
    values: {
      amount: amountText(canonicalNumeric(row.amount), row.currency),
      arrival: amountText(canonicalNumeric(row.realarrive), row.currency),
      currency: row.currency,
      address: row.address,
      reason: row.reason,
    },
    at,
  };
}

export function createWithdrawalsService(deps: WithdrawalsDependencies) {
  const { db, ledger, repo } = deps;

  async function submit(
    userId: number,
    input: WithdrawInput,
    idempotent: IdempotentRequest | undefined,
  ): Promise<WithdrawAnswer> {
    await deps.requireIdentity(userId);
    const destination = await deps.addressBook.entryOf(userId, input.addressId);
    if (!destination) throw new ApiError('ADDRESS_NOT_FOUND');
    const priced = await priceWithdrawal(
      deps.currencySettings.settingsFor,
      destination.currency,
      input.amount,
    );
    // Last of the checks, so that a mistyped amount or address never costs one of the password's tries.
    await deps.verifyTradePassword(userId, input.tradePwd);
    return db.transaction((tx) =>
      answerOnce(tx, userId, idempotent, deps.clock(), async () => {
        const row = await repo.insert(
          {
            userId,
            currency: destination.currency,
            network: destination.network,
            address: destination.address,
            remark: destination.remark,
            ...priced,
            createdAt: new Date(deps.clock()),
          },
          tx,
        );
        await ledger.post(tx, freezeMovement({ ...row, ...priced }));
        const answer: WithdrawAnswer = { id: String(row.id), ...priced };
        return answer;
      }),
    );
  }

  /** Why a decision matched nothing: the withdrawal is missing, or it was decided already. */
  async function refusal(id: number): Promise<ApiError> {
    const row = await repo.find(id);
    if (!row) return new ApiError('WITHDRAWAL_NOT_FOUND');
    return new ApiError(
      row.status === assetRecordStatus.finished
        ? 'WITHDRAWAL_ALREADY_APPROVED'
        : 'WITHDRAWAL_ALREADY_REJECTED',
    );
  }

  async function decide(id: number, status: number, act: OperatorAct): Promise<WithdrawalRow> {
    const approved = status === assetRecordStatus.finished;
    const reason = approved ? '' : act.reason;
    const decided = await db.transaction(async (tx) => {
      const at = new Date(deps.clock());
      const row = await repo.decide(id, { status, reason, at }, tx);
      if (!row) return undefined;
      const audit = {
        action: approved ? ('withdrawal.approve' as const) : ('withdrawal.reject' as const),
        target: { type: 'withdrawal', id },
        before: { status: assetRecordStatus.reviewing },
        after: { status, amount: row.amount, currency: row.currency, reason },
      };
      await recordAudit(tx, act, audit, at);
      const movement =
        status === assetRecordStatus.finished ? settleMovement(row) : releaseMovement(row, reason);
      await ledger.post(tx, movement);
      await recordEventMessage(tx, decisionMessage(row, status === assetRecordStatus.finished, at));
      return row;
    });
    if (!decided) throw await refusal(id);
    return decided;
  }

  return {
    submit,
    approve: (id: number, act: OperatorAct) => decide(id, assetRecordStatus.finished, act),
    /** Rejects with the operator's reason, which the user reads; the amount is unfrozen. */
    reject: (id: number, act: OperatorAct) => decide(id, assetRecordStatus.rejected, act),

    /** The operator's queue, newest first, with each user's uid and email. */
    async list(status: number | undefined, limit: number) {
      const rows = await repo.list(status, Math.min(Math.max(1, limit), withdrawalListLimitMax));
      const identities = await deps.users.identitiesOf(rows.map((row) => row.userId));
      return rows.map((row) => {
        const identity = identities.get(row.userId);
        return { ...row, uid: identity?.uid ?? '', email: identity?.email ?? '' };
      });
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
