/** Reads and writes the params table; nothing else touches it. */
import { asc, eq, sql } from 'drizzle-orm';
import type { ParamEntry } from '../../../common/api-paths';
import type { Queryable } from '../../db/client';
import { params } from '../../db/schema';

const columns = { paramName: params.paramName, valueName: params.valueName, keyName: params.keyName };

export function createParamsRepo(db: Queryable) {
  return {
    async list(keyName: string | undefined): Promise<ParamEntry[]> {
      const query = db.select(columns).from(params).orderBy(asc(params.paramName));
      return keyName ? query.where(eq(params.keyName, keyName)) : query;
    },
    async find(paramName: string): Promise<ParamEntry | undefined> {
      const rows = await db.select(columns).from(params).where(eq(params.paramName, paramName));
      return rows[0];
    },
    async update(paramName: string, valueName: string): Promise<ParamEntry | undefined> {
      const rows = await db
        .update(params)
        .set({ valueName, updatedAt: sql`now()` })
        .where(eq(params.paramName, paramName))
        .returning(columns);
      return rows[0];
    },
    /** Inserts the defaults that are missing; existing values, perhaps changed by an operator, stay. */
    async insertMissing(entries: readonly ParamEntry[]): Promise<void> {
      if (entries.length === 0) return;
      await db
        .insert(params)
        .values([...entries])
        .onConflictDoNothing({ target: params.paramName });
    },
  };
}

export type ParamsRepo = ReturnType<typeof createParamsRepo>;
