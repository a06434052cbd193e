/**
 * Named operators: adding one (its token is shown once and only its SHA-256 is stored), listing, revoking, and
 * telling who presents a token. SHA-256 is right here: the token is 256 random bits, so no guess list applies and a
 * slow hash would buy nothing. Every request reads the database, so a revoke refuses the token at once in every
 * process. The DATA_DIR token is the bootstrap operator "root" (role admin) and has no row.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../http/api-error';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { listAudit, recordAudit, type AuditChange, type AuditFilter, type OperatorAct } from './audit-trail';
import {
  isOperatorRole,
  operatorNamePattern,
  rootOperatorName,
  type Actor,
  type OperatorRole,
} from './operator-roles';
import { createOperatorsRepo } from './operators-repo';

/** 256 bits, as the bootstrap token. */
const operatorTokenBytes = 32;

export interface OperatorListing {
  name: string;
  role: OperatorRole;
  createdAt: string;
  revokedAt: string | null;
}

export function hashOperatorToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function checkName(name: string): void {
  if (!operatorNamePattern.test(name)) throw new ApiError('FIELD_INVALID', { field: 'name' });
  if (name === rootOperatorName) throw new ApiError('OPERATOR_NAME_RESERVED', { name });
}

export function createOperatorsService(deps: { db: Database; clock: Clock; rootToken: string }) {
  const repo = createOperatorsRepo(deps.db);
  const rootHash = hashOperatorToken(deps.rootToken);

  async function list(): Promise<OperatorListing[]> {
    return (await repo.list()).map((row) => ({
      name: row.name,
      role: row.role,
      createdAt: row.createdAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
    }));
  }

  return {
    list,
    /**
     * Records an action that has no transaction of its own (an engine's state lives in the process's memory), in
     * a transaction of its own, after the action.
     */
    async recordAction(act: OperatorAct, change: AuditChange): Promise<void> {
      await deps.db.transaction((tx) => recordAudit(tx, act, change, new Date(deps.clock())));
    },
    /** The audit trail, newest first. */
    trail: (filter: AuditFilter) => listAudit(deps.db, filter),

    /** The operator a bearer token names, or undefined for a missing, unknown or revoked one. */
    async authenticate(presented: string | undefined): Promise<Actor | undefined> {
      if (!presented) return undefined;
      const hash = hashOperatorToken(presented);
      // Hashes have one length, so the bootstrap token is compared in constant time whatever is presented.
      if (timingSafeEqual(Buffer.from(rootHash), Buffer.from(hash)))
        return { name: rootOperatorName, role: 'admin' };
      const row = await repo.findActiveByTokenHash(hash);
      // The lookup is by the hash of a random secret, so its timing tells nothing; the comparison is constant
      // time all the same.
      if (!row || !timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(hash))) return undefined;
      return { name: row.name, role: row.role };
    },

    /** Adds an operator and answers its token, which is never stored and cannot be shown again. */
    async add(
      name: string,
      role: unknown,
      act: OperatorAct,
    ): Promise<{ name: string; role: OperatorRole; token: string }> {
      checkName(name);
      if (!isOperatorRole(role)) throw new ApiError('FIELD_INVALID', { field: 'role' });
      const token = randomBytes(operatorTokenBytes).toString('base64url');
      const at = new Date(deps.clock());
      await deps.db.transaction(async (tx) => {
        const row = { name, role, tokenHash: hashOperatorToken(token), createdAt: at };
        if (!(await repo.insert(row, tx))) throw new ApiError('OPERATOR_NAME_TAKEN', { name });
        const after = { name, role, createdAt: at.toISOString() };
        await recordAudit(
          tx,
          act,
          { action: 'operator.add', target: { type: 'operator', id: name }, before: null, after },
          at,
        );
      });
      return { name, role, token };
    },

    /** Revokes an operator; revoking one already revoked changes nothing and answers it as it is. */
    async revoke(name: string, act: OperatorAct): Promise<OperatorListing> {
      const at = new Date(deps.clock());
      await deps.db.transaction(async (tx) => {
        if (!(await repo.find(name, tx))) throw new ApiError('OPERATOR_NOT_FOUND', { name });
        if (!(await repo.revoke(name, at, tx))) return;
        const change = {
          action: 'operator.revoke' as const,
          target: { type: 'operator', id: name },
          before: { revokedAt: null },
          after: { revokedAt: at.toISOString() },
        };
        await recordAudit(tx, act, change, at);
      });
      const row = (await list()).find((entry) => entry.name === name);
      if (!row) throw new ApiError('OPERATOR_NOT_FOUND', { name });
      return row;
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
