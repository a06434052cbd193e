/** The `house_limits` rows: read inside the transaction that accepts an order, listed and set by the operator. */
import { and, asc, eq } from 'drizzle-orm';
import type { DecimalString } from '../../../common/decimal';
import type { Queryable } from '../../db/client';
import { houseLimits } from '../../db/schema';
import type { HouseLimitName, HouseProduct } from './house-limit-names';

export interface HouseLimitRow {
  product: string;
  name: string;
  currency: string;
  value: string;
  updatedAt: Date;
}

export function createHouseLimitsRepo(db: Queryable) {
  return {
    list: (): Promise<HouseLimitRow[]> =>
      db
        .select()
        .from(houseLimits)
        .orderBy(asc(houseLimits.product), asc(houseLimits.currency), asc(houseLimits.name)),

    /** The limits of one product in one quote coin, by name; a name without a row has no limit. */
    async of(
      product: HouseProduct,
      currency: string,
      tx: Queryable = db,
    ): Promise<Partial<Record<HouseLimitName, DecimalString>>> {
      const rows = await tx
        .select({ name: houseLimits.name, value: houseLimits.value })
        .from(houseLimits)
        .where(and(eq(houseLimits.product, product), eq(houseLimits.currency, currency)));
      return Object.fromEntries(rows.map((row) => [row.name, row.value as DecimalString]));
    },

    async set(row: {
      product: HouseProduct;
      name: HouseLimitName;
      currency: string;
      value: DecimalString;
      updatedAt: Date;
    }): Promise<void> {
      await db
        .insert(houseLimits)
        .values(row)
        .onConflictDoUpdate({
          target: [houseLimits.product, houseLimits.name, houseLimits.currency],
          set: { value: row.value, updatedAt: row.updatedAt },
        });
    },
  };
}

export type HouseLimitsRepo = ReturnType<typeof createHouseLimitsRepo>;
