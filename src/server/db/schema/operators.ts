import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Named operators of the admin API (src/server/modules/operators/): each with a role and the SHA-256 of its token,
 * never the token itself. A revoked operator keeps its row (the audit trail names it) with revoked_at set. The
 * bootstrap operator "root" (the DATA_DIR token) has no row.
 */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull().unique(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [check('operators_role', sql`${table.role} in ('reviewer', 'admin')`)],
);

/**
 * The audit trail: one row per operator action that changed state, written in the action's own transaction.
 * Append-only: triggers (migration 0009_operators) refuse every UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operator: text('operator').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').default('').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_operator_idx').on(table.operator, table.createdAt),
  ],
);
