/**
 * The audit trail: who did what to which record, with the values before and after and the reason. A service
 * writes its row with recordAudit INSIDE the transaction of the action it records, so the row exists exactly when
 * the action does: an action that rolls back leaves no row. The table is append-only (migration 0009_operators);
 * this file is its only writer and reader.
 */
import { and, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Actor } from './operator-roles';

/** The stable dotted names of the recorded actions; a new operator action adds its name here. */
export const auditActions = [
  'kyc.approve',
  'kyc.reject',
  'deposit.approve',
  'deposit.reject',
  'withdrawal.approve',
  'withdrawal.reject',
  'param.set',
  'currency.limits',
  'currency.address',
  'second.config',
  'listing.create',
  'listing.edit',
  'message.post',
  'engine.resume',
  'house.limit',
  'ledger.credit',
  // User administration and corrections (issue 25, users).
  'ledger.debit',
  'ledger.reverse',
  'user.freeze',
  'user.unfreeze',
  'user.logout',
  'operator.add',
  'operator.revoke',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Who acts and why: what an operator route hands to a service beside the action's own input. */
export interface OperatorAct {
  actor: Actor;
  /** The operator's reason; empty where the command asks none. */
  reason: string;
}

export interface AuditChange {
  action: AuditAction;
  target: { type: string; id: string | number };
  /** The record's values before and after the action (JSON); null where there was none (a creation). */
  before: unknown;
  after: unknown;
}

export interface AuditEntry {
  id: number;
  operator: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  reason: string;
  at: string;
}

export interface AuditFilter {
  operator?: string | undefined;
  action?: string | undefined;
  since?: Date | undefined;
  limit: number;
}

export const auditListLimitMax = 500;

/** Writes one audit row in the caller's transaction, at the time the caller's clock gave the action. */
export async function recordAudit(
  tx: Queryable,
  act: OperatorAct,
  change: AuditChange,
  at: Date,
): Promise<void> {
  await tx.insert(auditLog).values({
    operator: act.actor.name,
    action: change.action,
    targetType: change.target.type,
    targetId: String(change.target.id),
    before: change.before ?? null,
    after: change.after ?? null,
    reason: act.reason,
    createdAt: at,
  });
}

/** The rows matching the filter, newest first. */
export async function listAudit(db: Queryable, filter: AuditFilter): Promise<AuditEntry[]> {
  const conditions: SQL[] = [];
  if (filter.operator) conditions.push(eq(auditLog.operator, filter.operator));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.since) conditions.push(gte(auditLog.createdAt, filter.since));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(Math.min(Math.max(1, filter.limit), auditListLimitMax));
  return rows.map((row) => ({
    id: row.id,
    operator: row.operator,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    reason: row.reason,
    at: row.createdAt.toISOString(),
  }));
}
