/**
 * The asset calls of the spec's second-contract client (base path /bb): the asset list, the asset records and the
 * transfer between the coin and contract accounts. They answer `{code: 1, data, msg}` as the spec says for
 * getAssetsRecord and transfer; getAssets follows them.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fundingPaths, walletPaths } from '../../../common/api-paths';
import { parseAmount } from '../../../common/amount';
import { amountMin } from '../../../common/money-constants';
import {
  isWalletCurrency,
  transferDirections,
  type AssetRecordType,
  type TransferDirection,
} from '../../../common/wallet-types';
import { ApiError } from '../../http/api-error';
import { codeSuccess } from '../../http/envelope';
import { idempotencyOf } from '../../http/idempotency';
import { pagingFields } from '../../http/paging';
import { requireUser, userIdOf } from '../../http/require-user';
import { parseInput } from '../../http/validate';
import { translate } from '../../i18n/translate';
import type { AccountType } from '../../ledger/ledger-types';
import type { SessionStore } from '../auth';
import { walletMessages } from './wallet-messages';
import type { CurrencySettingsService } from './currency-settings-service';
import type { WalletService } from './wallet-service';
import { refuseTooLargeText } from '../../http/money-limit';

export interface WalletRouteOptions {
  wallet: WalletService;
  currencySettings: CurrencySettingsService;
  sessions: SessionStore;
}

const text = z.string().trim();
const accountTypeField = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(1), z.literal(2)]));
const currencyField = text.toUpperCase().refine(isWalletCurrency);

const assetsBody = z.object({ type: accountTypeField.default(1) });
const transferBody = z.object({
  amount: z.unknown(),
  currency: currencyField,
  type: accountTypeField.default(transferDirections.coinToContract),
});
const recordsBody = z.object({
  currency: z.union([z.literal(''), currencyField]).optional(),
  ...pagingFields,
  tradeType: z.union([z.literal(''), z.coerce.number().int().min(1).max(4)]).optional(),
});

/** A transfer amount: a plain decimal of at least the minimum with at most 8 places, else the spec's tip. */
function transferAmount(value: unknown): string {
  refuseTooLargeText(value);
  const amount = parseAmount(value);
  if (amount === undefined) throw new ApiError('TRANSFER_AMOUNT', { min: amountMin });
  return amount;
}

export async function walletRoutes(
  app: FastifyInstance,
  { wallet, currencySettings, sessions }: WalletRouteOptions,
) {
  const preHandler = requireUser(sessions);

  // Public: limits, networks and deposit addresses are the same for everyone.
  app.post(fundingPaths.config, async (request) =>
    codeSuccess(await currencySettings.config(), translate(request.locale, walletMessages.success)),
  );

  app.post(walletPaths.assets, { preHandler }, async (request) => {
    const { type } = parseInput(assetsBody, request.body);
    const data = await wallet.assets(userIdOf(request), type as AccountType);
    return codeSuccess(data, translate(request.locale, walletMessages.success));
  });

  app.post(walletPaths.assetsRecord, { preHandler }, async (request) => {
    const input = parseInput(recordsBody, request.body);
    const data = await wallet.records(userIdOf(request), {
      currency: input.currency || undefined,
      tradeType: (input.tradeType || undefined) as AssetRecordType | undefined,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    });
    return codeSuccess(data, translate(request.locale, walletMessages.success));
  });

  app.post(walletPaths.transfer, { preHandler }, async (request) => {
    const input = parseInput(transferBody, request.body);
    const transfer = {
      amount: transferAmount(input.amount),
      currency: input.currency,
      direction: input.type as TransferDirection,
    };
    const idempotent = idempotencyOf(request, transfer);
    const data = await wallet.transfer(userIdOf(request), transfer, idempotent);
    return codeSuccess(data, translate(request.locale, walletMessages.transferred));
  });
}
