/**
 * The wallet: what a user holds in their coin and contract accounts, what it is worth, their records, and
 * transfers between their two accounts. Every movement goes through the ledger inside a transaction this service
 * opens; idempotent requests claim their key in that same transaction.
 */
import {
  assetRecordTypes,
  transferDirections,
  walletCurrencies,
  type AssetEntry,
  type AssetList,
  type AssetRecordPage,
  type AssetRecordType,
  type TransferDirection,
} from '../../../common/wallet-types';
import type { DecimalString } from '../../../common/decimal';
import type { CoinLock } from '../../../common/launchpad-types';
import type { Database } from '../../db/client';
import { answerOnce, type IdempotentRequest } from '../../http/idempotency';
import { moveLegs, systemAccount, userAccount, type Ledger } from '../../ledger/ledger';
import { accountTypes, type AccountType } from '../../ledger/ledger-types';
import type { Clock } from '../../lib/clock';
import type { MarketFeed } from '../../market/feed';
import { assetRecordOf, journalKindsOf } from './asset-record-mappers';
import { readRecordPage } from './asset-records-repo';
import { sumValues, usdtPrice, usdtValue } from './asset-valuation';
import type { RequireIdentity } from '../kyc/kyc-service';
import { recordAudit, type OperatorAct } from '../operators';
import { createCorrections } from './corrections-service';

export interface WalletDependencies {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  feed: MarketFeed;
  /** The user's locked launchpad coins by coin (the launchpad service); none when absent. */
  coinLocks?: (userId: number) => Promise<Map<string, CoinLock[]>>;
  /** Identity verification before this operation (spec section 6), checked before any money moves. */
  requireIdentity: RequireIdentity;
}

export interface TransferInput {
  amount: string;
  currency: string;
  direction: TransferDirection;
}

export function createWalletService(deps: WalletDependencies) {
  const { db, ledger } = deps;

  async function assets(userId: number, accountType: AccountType): Promise<AssetList> {
    const balances = new Map(
      (await ledger.balances(userId, accountType)).map((balance) => [balance.currency, balance]),
    );
    // The listed currencies always, then any other the user holds (a launchpad coin), which has no market: its
    // price is "0" (usdtPrice) as the spec says of a coin without one.
    const held = [...balances.keys()].filter((currency) => !walletCurrencies.includes(currency)).sort();
    const locks =
      accountType === accountTypes.coin && deps.coinLocks
        ? await deps.coinLocks(userId)
        : new Map<string, CoinLock[]>();
    const list = await Promise.all(
      [...walletCurrencies, ...held].map(async (currency): Promise<AssetEntry> => {
        const balance = balances.get(currency) ?? { available: '0', frozen: '0' };
        const price = await usdtPrice(deps.feed, currency);
        const entry: AssetEntry = {
          currencyName: currency,
          availableCurrency: balance.available,
          frozenCurrency: balance.frozen,
          price,
          total: usdtValue(balance.available, balance.frozen, price),
        };
        if (accountType === accountTypes.coin) entry.locks = locks.get(currency) ?? [];
        return entry;
      }),
    );
    return { list, totalUsdt: sumValues(list.map((entry) => entry.total as DecimalString)) };
  }

  async function transfer(
    userId: number,
    input: TransferInput,
    idempotent: IdempotentRequest | undefined,
  ): Promise<{ transactionId: number }> {
    await deps.requireIdentity(userId);
    return db.transaction((tx) =>
      answerOnce(tx, userId, idempotent, deps.clock(), async () => {
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
        return { transactionId: posted.transactionId };
      }),
    );
  }

  /** The user's records, newest first: recharges, withdrawals, then ledger movements by their mapper. */
  async function records(
    userId: number,
    query: {
      currency?: string | undefined;
      tradeType?: AssetRecordType | undefined;
      pageNo: number;
      pageSize: number;
    },
  ): Promise<AssetRecordPage> {
    const { tradeType } = query;
    const { total, rows } = await readRecordPage(db, userId, {
      sources: {
        deposits: tradeType === undefined || tradeType === assetRecordTypes.recharge,
        withdrawals: tradeType === undefined || tradeType === assetRecordTypes.withdrawal,
        journalKinds: journalKindsOf(tradeType),
      },
      currency: query.currency,
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { list: rows.map(assetRecordOf), sum: total };
  }

  /**
   * An operator's credit to a user's coin account from the adjustment account, with its reason as the memo. The
   * reference makes a retried command apply once. An operator's credit (`act`) writes its audit row in the same
   * transaction when it applies; the demo seed's credits have no operator.
   */
  async function credit(
    input: {
      userId: number;
      currency: string;
      amount: string;
      reason: string;
      reference: string;
    },
    act?: OperatorAct,
  ): Promise<{ applied: boolean; transactionId: number }> {
    return db.transaction(async (tx) => {
      const posted = await ledger.post(tx, {
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
      });
      if (act && posted.applied) {
        const after = { currency: input.currency, amount: input.amount, transactionId: posted.transactionId };
        const change = {
          action: 'ledger.credit' as const,
          target: { type: 'user', id: input.userId },
          before: null,
          after,
        };
        await recordAudit(tx, act, change, new Date(deps.clock()));
      }
      return posted;
    });
  }

  return { assets, transfer, records, credit, ...createCorrections(deps) };
}

export type WalletService = ReturnType<typeof createWalletService>;
