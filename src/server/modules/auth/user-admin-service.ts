/**
 * What operators do to a user's account (docs/operations.md "Users"): find it, freeze and unfreeze it, end its
 * sessions. Auth owns the users and sessions tables, so the changes happen here, each in one transaction with its
 * audit row: the row exists exactly when the change does. A freeze ends every session and refuses every login and
 * every private route (http/require-user.ts) until an unfreeze; engines keep settling what was already open.
 */
import { normalizeEmail } from '../../../common/validation';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { recordAudit, type OperatorAct } from '../operators';
import type { AuthDependencies } from './auth-context';
import { guessDevice, type DeviceGuess } from '../../../common/user-agent';
import type { UserRow } from './users-repo';

/** How many logins `users find` shows. */
export const lastLoginsShown = 10;

export interface FrozenState {
  at: string;
  reason: string;
  by: string;
}

export interface UserAccountView {
  userId: number;
  uid: string;
  email: string;
  locale: string;
  registeredAt: string;
  frozen: FrozenState | null;
  lastLogins: Array<{ at: string; address: string; device: DeviceGuess; userAgent: string }>;
}

const frozenStateOf = (row: UserRow): FrozenState | null =>
  row.frozenAt === null
    ? null
    : { at: row.frozenAt.toISOString(), reason: row.frozenReason ?? '', by: row.frozenBy ?? '' };

/** A user by email (anything with an @) or by uid (the public number the app shows). */
async function findRow(deps: AuthDependencies, who: string, tx: Queryable = deps.db): Promise<UserRow> {
  const trimmed = who.trim();
  const row = trimmed.includes('@')
    ? await deps.users.findByEmail(normalizeEmail(trimmed), tx)
    : await deps.users.findByUid(trimmed, tx);
  if (!row) throw new ApiError('USER_NOT_FOUND');
  return row;
}

export function createUserAdmin(deps: AuthDependencies) {
  /** The user's row locked for the rest of `tx`, so two operators acting on one user run one after the other. */
  async function lockedRow(email: string, tx: Queryable): Promise<UserRow> {
    // Inside `tx`: PGlite has one connection, so a read outside the open transaction would wait for it forever.
    const found = await findRow(deps, email, tx);
    const row = await deps.users.findForUpdate(found.id, tx);
    if (!row) throw new ApiError('USER_NOT_FOUND');
    return row;
  }

  /** The last logins, newest first, from the login history (the same rows the user sees on /me/safety). */
  async function lastLogins(userId: number) {
    const rows = await deps.loginHistory.latest(userId, lastLoginsShown);
    return rows.map((row) => ({ at: row.signedInAt, address: row.clientAddress, userAgent: row.userAgent }));
  }

  return {
    lastLogins,

    async findAccount(who: string): Promise<UserAccountView> {
      const row = await findRow(deps, who);
      const logins = await lastLogins(row.id);
      return {
        userId: row.id,
        uid: row.uid,
        email: row.email,
        locale: row.locale,
        registeredAt: row.createdAt.toISOString(),
        frozen: frozenStateOf(row),
        lastLogins: logins.map((login) => ({
          at: login.at.toISOString(),
          address: login.address,
          device: guessDevice(login.userAgent),
          userAgent: login.userAgent,
        })),
      };
    },

    /** Freezes the account and ends its sessions; USER_ALREADY_FROZEN (and no change) when it is frozen. */
    async freeze(email: string, act: OperatorAct): Promise<{ frozen: FrozenState; sessionsEnded: number }> {
      const at = new Date(deps.clock());
      return deps.db.transaction(async (tx) => {
        const row = await lockedRow(email, tx);
        if (row.frozenAt !== null) throw new ApiError('USER_ALREADY_FROZEN', { email: row.email });
        const frozen = { at, reason: act.reason, by: act.actor.name };
        await deps.users.setFrozen(row.id, frozen, tx);
        const sessionsEnded = await deps.sessions.revokeAllOf(row.id, undefined, tx);
        const after = {
          frozen: frozenStateOf({ ...row, frozenAt: at, frozenReason: act.reason, frozenBy: act.actor.name }),
          sessionsEnded,
        };
        await recordAudit(
          tx,
          act,
          { action: 'user.freeze', target: { type: 'user', id: row.uid }, before: { frozen: null }, after },
          at,
        );
        return { frozen: after.frozen!, sessionsEnded };
      });
    },

    /** Lifts a freeze; USER_NOT_FROZEN (and no change) when the account is not frozen. */
    async unfreeze(email: string, act: OperatorAct): Promise<{ frozen: null }> {
      const at = new Date(deps.clock());
      return deps.db.transaction(async (tx) => {
        const row = await lockedRow(email, tx);
        const before = frozenStateOf(row);
        if (before === null) throw new ApiError('USER_NOT_FROZEN', { email: row.email });
        await deps.users.setFrozen(row.id, null, tx);
        await recordAudit(
          tx,
          act,
          {
            action: 'user.unfreeze',
            target: { type: 'user', id: row.uid },
            before: { frozen: before },
            after: { frozen: null },
          },
          at,
        );
        return { frozen: null };
      });
    },

    /** Ends every session of the user (they may log in again); answers how many were open. */
    async logoutEverywhere(email: string, act: OperatorAct): Promise<{ sessionsEnded: number }> {
      const at = new Date(deps.clock());
      return deps.db.transaction(async (tx) => {
        const row = await lockedRow(email, tx);
        const sessionsEnded = await deps.sessions.revokeAllOf(row.id, undefined, tx);
        await recordAudit(
          tx,
          act,
          {
            action: 'user.logout',
            target: { type: 'user', id: row.uid },
            before: null,
            after: { sessionsEnded },
          },
          at,
        );
        return { sessionsEnded };
      });
    },
  };
}

export type UserAdmin = ReturnType<typeof createUserAdmin>;
