/**
 * Withdrawals: a verified user sends coins from their coin account to one of their saved addresses. Submission
 * checks identity, the address, the amount against the currency's limits and the trade password, then, in one
 * transaction, records the request and freezes the amount through the ledger (the ledger's guard refuses more than
 * the available balance). Operators then approve it (the frozen amount leaves the platform; two different operators
 * for a large one) or reject it (the amount is unfrozen): withdrawal-review.ts, where each decision locks the
 * withdrawal's row in the transaction of its movement, so it is decided exactly once however many operators or
 * processes race.
 */
import { parseAmount } from '../../../common/amount';
import { compare, isNegative, isZero, sub, type DecimalString } from '../../../common/decimal';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { answerOnce, type IdempotentRequest } from '../../http/idempotency';
import type { Ledger } from '../../ledger/ledger';
import type { Clock } from '../../lib/clock';
import type { AddressBookService } from '../address-book/address-book-service';
import type { UserDirectory } from '../auth';
import type { VerifyTradePassword } from '../auth/auth-service';
import type { CurrencySettingsService } from '../wallet/currency-settings-service';
import type { ParamsService } from '../params/params-service';
import { freezeMovement } from './withdrawal-movements';
import { createWithdrawalReview, type ReviewedWithdrawal } from './withdrawal-review';
import type { WithdrawalRow, WithdrawalsRepo } from './withdrawals-repo';
import { refuseTooLargeText } from '../../http/money-limit';
import type { RequireIdentity } from '../kyc/kyc-service';

export type { ReviewedWithdrawal, WithdrawalRow };
export { withdrawalListLimitMax } from './withdrawal-review';

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
  /** The four-eyes thresholds (`withdraw_four_eyes_thresholds`), read at each approval. */
  params: Pick<ParamsService, 'get'>;
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

  return { submit, ...createWithdrawalReview(deps) };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
