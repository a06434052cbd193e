/**
 * The house: its limits (checked by every placement through `guard`, listed and set by the operator) and its book
 * for `npm run ops -- house`: per product and pair, the open exposure in each direction and the counterparty's
 * result today (since 00:00 UTC by the injected clock) and in total.
 */
import type { DecimalString } from '../../../common/decimal';
import type { Database, Transaction } from '../../db/client';
import { houseResults } from '../../ledger/house-results';
import type { Clock } from '../../lib/clock';
import { allExposures } from './house-exposure';
import { checkHouseLimits, utcDayStartMs, type HouseOrder } from './house-guard';
import {
  checkHouseCurrency,
  checkHouseLimitName,
  checkHouseLimitValue,
  checkHouseProduct,
  houseProducts,
} from './house-limit-names';
import { createHouseLimitsRepo } from './house-limits-repo';
import { recordAudit, type OperatorAct } from '../operators';

export interface HouseLimitEntry {
  product: string;
  name: string;
  currency: string;
  value: string;
  updatedAt: string;
}

export interface HouseBookRow {
  product: string;
  symbol: string;
  currency: string;
  /** Open exposure of direction 1 (up / buy) and 2 (down / sell). */
  exposureUp: string;
  exposureDown: string;
  /** The house's result: positive when it gained. */
  resultToday: string;
  resultTotal: string;
}

export interface HouseLimitInput {
  product?: unknown;
  name?: unknown;
  value?: unknown;
  currency?: unknown;
}

function bookKey(row: { product: string; symbol: string }): string {
  return `${row.product}|${row.symbol}`;
}

export function createHouseService(deps: { db: Database; clock: Clock }) {
  const repo = createHouseLimitsRepo(deps.db);

  async function limits(): Promise<HouseLimitEntry[]> {
    return (await repo.list()).map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
  }

  async function book(): Promise<HouseBookRow[]> {
    const rows = new Map<string, HouseBookRow>();
    const rowOf = (entry: { product: string; symbol: string; currency: string }) => {
      const key = bookKey(entry);
      const row = rows.get(key) ?? {
        ...entry,
        exposureUp: '0',
        exposureDown: '0',
        resultToday: '0',
        resultTotal: '0',
      };
      rows.set(key, row);
      return row;
    };
    for (const entry of await allExposures(deps.db)) {
      const row = rowOf(entry);
      if (entry.direction === 1) row.exposureUp = entry.exposure;
      else row.exposureDown = entry.exposure;
    }
    for (const entry of await houseResults(deps.db, houseProducts, utcDayStartMs(deps.clock()))) {
      const row = rowOf(entry);
      row.resultToday = entry.today;
      row.resultTotal = entry.total;
    }
    return [...rows.values()].sort((a, b) => bookKey(a).localeCompare(bookKey(b)));
  }

  return {
    /** Refuses an order the house limits do not allow; call it first inside the placement's transaction. */
    guard: (tx: Transaction, order: HouseOrder): Promise<void> =>
      checkHouseLimits(tx, repo, order, deps.clock()),
    limits,
    book,
    /** Sets one limit (an upsert: repeating it is harmless) and answers the whole list. */
    async setLimit(input: HouseLimitInput, act?: OperatorAct): Promise<HouseLimitEntry[]> {
      const product = checkHouseProduct(input.product);
      const name = checkHouseLimitName(input.name);
      const value: DecimalString = checkHouseLimitValue(input.value);
      const currency = checkHouseCurrency(product, input.currency);
      const at = new Date(deps.clock());
      await deps.db.transaction(async (tx) => {
        const txRepo = createHouseLimitsRepo(tx);
        const before = (await txRepo.of(product, currency))[name] ?? null;
        await txRepo.set({ product, name, currency, value, updatedAt: at });
        if (!act) return;
        const target = { type: 'house-limit', id: `${product}/${currency}/${name}` };
        await recordAudit(tx, act, { action: 'house.limit', target, before, after: value }, at);
      });
      return limits();
    },
  };
}

export type HouseService = ReturnType<typeof createHouseService>;
