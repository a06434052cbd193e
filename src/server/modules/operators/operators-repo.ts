/** Reads and writes the operators table; nothing else touches it. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { operators } from '../../db/schema';
import type { OperatorRole } from './operator-roles';

export interface OperatorRow {
  name: string;
  role: OperatorRole;
  tokenHash: string;
  createdAt: Date;
  revokedAt: Date | null;
}

const columns = {
  name: operators.name,
  role: operators.role,
  tokenHash: operators.tokenHash,
  createdAt: operators.createdAt,
  revokedAt: operators.revokedAt,
};

export function createOperatorsRepo(db: Queryable) {
  return {
    async list(): Promise<OperatorRow[]> {
      return (await db.select(columns).from(operators).orderBy(asc(operators.name))) as OperatorRow[];
    },
    async find(name: string, tx: Queryable = db): Promise<OperatorRow | undefined> {
      const rows = await tx.select(columns).from(operators).where(eq(operators.name, name));
      return rows[0] as OperatorRow | undefined;
    },
    /** The operator whose token has this hash, if it is not revoked. */
    async findActiveByTokenHash(tokenHash: string): Promise<OperatorRow | undefined> {
      const rows = await db
        .select(columns)
        .from(operators)
        .where(and(eq(operators.tokenHash, tokenHash), isNull(operators.revokedAt)));
      return rows[0] as OperatorRow | undefined;
    },
    /** Inserts a new operator; false when the name is taken. */
    async insert(row: Omit<OperatorRow, 'revokedAt'>, tx: Queryable): Promise<boolean> {
      const inserted = await tx
        .insert(operators)
        .values(row)
        .onConflictDoNothing({ target: operators.name })
        .returning({ name: operators.name });
      return inserted.length === 1;
    },
    /** Revokes an operator that is not revoked yet; answers the row as it was before, or undefined. */
    async revoke(name: string, at: Date, tx: Queryable): Promise<boolean> {
      const updated = await tx
        .update(operators)
        .set({ revokedAt: at })
        .where(and(eq(operators.name, name), isNull(operators.revokedAt)))
        .returning({ name: operators.name });
      return updated.length === 1;
    },
  };
}

export type OperatorsRepo = ReturnType<typeof createOperatorsRepo>;
