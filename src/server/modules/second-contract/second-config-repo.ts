/** Reads and writes the second-contract durations (`second_contract_config`); nothing else touches the table. */
import { asc, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { secondContractConfig } from '../../db/schema';

export interface SecondConfigRow {
  second: number;
  incomeRate: string;
  openAmountMin: string;
}

const columns = {
  second: secondContractConfig.second,
  incomeRate: sql<string>`trim_scale(${secondContractConfig.incomeRate})::text`,
  openAmountMin: sql<string>`trim_scale(${secondContractConfig.openAmountMin})::text`,
};

export function createSecondConfigRepo(db: Queryable) {
  return {
    /** Every duration, shortest first. */
    list: (): Promise<SecondConfigRow[]> =>
      db.select(columns).from(secondContractConfig).orderBy(asc(secondContractConfig.second)),

    /** Adds a duration or changes its rate and minimum. */
    async upsert(row: SecondConfigRow, at: Date): Promise<void> {
      await db
        .insert(secondContractConfig)
        .values({ ...row, updatedAt: at })
        .onConflictDoUpdate({
          target: secondContractConfig.second,
          set: { incomeRate: row.incomeRate, openAmountMin: row.openAmountMin, updatedAt: at },
        });
    },

    /** Inserts the durations that are missing; a duration an operator changed keeps its values. */
    async insertMissing(rows: readonly SecondConfigRow[], at: Date): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(secondContractConfig)
        .values(rows.map((row) => ({ ...row, updatedAt: at })))
        .onConflictDoNothing();
    },
  };
}

export type SecondConfigRepo = ReturnType<typeof createSecondConfigRepo>;
