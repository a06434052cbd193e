/**
 * The wallet: what a user holds in their coin and contract accounts, what it is worth, their records, and
 * transfers between their two accounts. Every movement goes through the ledger inside a transaction this service
 * opens; idempotent requests claim their key in that same transaction.
 */
import {
  assetRecordStatus,
  assetRecordTypes,
  transferDirections,
  walletCurrencies,
  type AssetList,
  type AssetRecord,
  type AssetRecordPage,
  type AssetRecordType,
  type TransferDirection,
} from '../../../common/wallet-types';
import type { Database } from '../../db/client';
import {
  claimIdempotencyKey,
  rememberIdempotentAnswer,
  type IdempotentRequest,
} from '../../http/idempotency';
import { moveLegs, systemAccount, userAccount, type Ledger } from '../../ledger/ledger';
import { accountTypes, type AccountType } from '../../ledger/ledger-types';
import type { JournalTransaction } from '../../ledger/read-journal';
import type { Clock } from '../../lib/clock';
import type { MarketFeed } from '../../market/feed';
import { sumValues, usdtPrice, usdtValue } from './asset-valuation';

export interface WalletDependencies {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  feed: MarketFeed;
}

export interface TransferInput {
  amount: string;
  currency: string;
  direction: TransferDirection;
}

/** Ledger kinds by record type; the records call filters on these. */
const kindsByRecordType: Record<AssetRecordType, readonly string[]> = {
  [assetRecordTypes.recharge]: ['recharge'],
  [assetRecordTypes.withdrawal]: ['withdrawal'],
  [assetRecordTypes.transfer]: ['transfer'],
  [assetRecordTypes.exchange]: ['exchange'],
};
const recordTypeByKind = new Map(
  Object.entries(kindsByRecordType).flatMap(([type, kinds]) =>
    kinds.map((kind) => [kind, Number(type) as AssetRecordType] as const),
  ),
);

function transferRecord(transaction: JournalTransaction): AssetRecord {
  const debit = transaction.entries.find((entry) => entry.amount.startsWith('-'));
  const amount = debit ? debit.amount.slice(1) : '0';
  return {
    id: String(transaction.id),
    tradeType: assetRecordTypes.transfer,
    currency: debit?.currency ?? '',
    amount,
    fee: '0',
    realarrive: amount,
    status: assetRecordStatus.finished,
    remark: '',
    direction:
      debit?.accountType === accountTypes.coin
        ? transferDirections.coinToContract
        : transferDirections.contractToCoin,
    createdAt: transaction.createdAt.toISOString(),
  };
}

export function createWalletService(deps: WalletDependencies) {
  const { db, ledger } = deps;

  async function assets(userId: number, accountType: AccountType): Promise<AssetList> {
    const balances = new Map(
      (await ledger.balances(userId, accountType)).map((balance) => [balance.currency, balance]),
    );
    const list = await Promise.all(
      walletCurrencies.map(async (currency) => {
        const balance = balances.get(currency) ?? { available: '0', frozen: '0' };
        const price = await usdtPrice(deps.feed, currency);
        return {
          currencyName: currency,
          availableCurrency: balance.available,
          frozenCurrency: balance.frozen,
          price,
          total: usdtValue(balance.available, balance.frozen, price),
        };
      }),
    );
    return { list, totalUsdt: sumValues(list.map((entry) => entry.total)) };
  }

  async function transfer(
    userId: number,
    input: TransferInput,
    idempotent: IdempotentRequest | undefined,
  ): Promise<{ transactionId: number }> {
    return db.transaction(async (tx) => {
      if (idempotent) {
        const earlier = await claimIdempotencyKey<{ transactionId: number }>(
          tx,
          userId,
          idempotent,
          deps.clock(),
        );
        if (earlier) return earlier;
      }
      const [from, to] =
        input.direction === transferDirections.coinToContract
          ? [accountTypes.coin, accountTypes.contract]
          : [accountTypes.contract, accountTypes.coin];
      const reference = idempotent
        ? `transfer:${userId}:${idempotent.key}`
        : `transfer:${userId}:${crypto.randomUUID()}`;
      const posted = await ledger.post(tx, {
        kind: 'transfer',
        reference,
        userId,
        legs: moveLegs(
          input.currency,
          input.amount,
          { owner: userAccount(userId, from), bucket: 'available' },
          { owner: userAccount(userId, to), bucket: 'available' },
        ),
      });
      const answer = { transactionId: posted.transactionId };
      if (idempotent) await rememberIdempotentAnswer(tx, userId, idempotent, answer);
      return answer;
    });
  }

  async function records(
    userId: number,
    query: {
      currency?: string | undefined;
      tradeType?: AssetRecordType | undefined;
      pageNo: number;
      pageSize: number;
    },
  ): Promise<AssetRecordPage> {
    const kinds = query.tradeType ? kindsByRecordType[query.tradeType] : [...recordTypeByKind.keys()];
    const { total, transactions } = await ledger.journal(userId, {
      kinds,
      currency: query.currency,
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { list: transactions.map(transferRecord), sum: total };
  }

  /**
   * An operator's credit to a user's coin account from the adjustment account, with its reason as the memo. The
   * reference makes a retried command apply once.
   */
  async function credit(input: {
    userId: number;
    currency: string;
    amount: string;
    reason: string;
    reference: string;
  }): Promise<{ applied: boolean; transactionId: number }> {
    return db.transaction((tx) =>
      ledger.post(tx, {
        kind: 'adjustment',
        reference: input.reference,
        userId: input.userId,
        memo: input.reason,
        legs: moveLegs(
          input.currency,
          input.amount,
          { owner: systemAccount('adjustments'), bucket: 'available' },
          { owner: userAccount(input.userId, accountTypes.coin), bucket: 'available' },
        ),
      }),
    );
  }

  return { assets, transfer, records, credit };
}

export type WalletService = ReturnType<typeof createWalletService>;
