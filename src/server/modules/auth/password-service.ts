/**
 * Changing passwords: the login password (knowing the current one, or with an emailed reset code) and the trade
 * password, whose check every money action shares through verifyTradePassword.
 */
import {
  checkEmail,
  checkEmailCode,
  checkLoginPassword,
  checkNewPassword,
  checkPasswordsMatch,
  checkTradePassword,
  isBlank,
  normalizeEmail,
} from '../../../common/validation';
import { ApiError } from '../../http/api-error';
import { requireRules } from '../../http/validate';
import { ceilUnits } from '../../lib/throttle';
import { composeMail } from '../../mail/mail-templates';
import type { Transaction } from '../../db/client';
import type { AuthDependencies } from './auth-context';
import { authLimits } from './auth-limits';
import { mailRecipientOf } from './mail-recipient';
import type { ActiveSession } from './session-tokens';
import type { UserRow } from './users-repo';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ResetPasswordInput {
  email: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ResetTradePasswordInput {
  code: string;
  assetsPwd: string;
  confirmPwd: string;
}

export interface SetTradePasswordInput {
  assetsPwd: string;
  confirmPwd: string;
  password: string;
  oldAssetsPwd: string;
}

const minuteMs = 60_000;

export function createPasswordService(deps: AuthDependencies) {
  const { users, throttle } = deps;

  async function requireUser(userId: number, tx?: Transaction): Promise<UserRow> {
    const user = await users.findById(userId, tx);
    if (!user) throw new ApiError('SESSION_INVALID');
    return user;
  }

  /** The current login password inside a session, limited like logins: a stolen session cannot guess it. */
  async function verifyCurrentPassword(user: UserRow, password: string): Promise<void> {
    const attempt = await throttle.attempt(authLimits.currentPassword, String(user.id));
    if (!attempt.allowed) {
      throw new ApiError('LOGIN_LOCKED', { minutes: ceilUnits(attempt.retryAfterMs, minuteMs) });
    }
    if (!(await deps.passwords.verify(user.passwordHash, password)))
      throw new ApiError('CURRENT_PASSWORD_WRONG');
    await throttle.cancel([attempt]);
  }

  /** PASSWORD_UNCHANGED when the password is the stored one; each comparison is a limited guess at it. */
  async function refuseCurrentPassword(user: UserRow, password: string): Promise<void> {
    const attempt = await throttle.attempt(authLimits.currentPassword, String(user.id));
    if (!attempt.allowed) {
      throw new ApiError('LOGIN_LOCKED', { minutes: ceilUnits(attempt.retryAfterMs, minuteMs) });
    }
    if (await deps.passwords.verify(user.passwordHash, password)) throw new ApiError('PASSWORD_UNCHANGED');
    await throttle.cancel([attempt]);
  }

  async function notifyPasswordChanged(user: UserRow): Promise<void> {
    await deps.mailer.send(composeMail('passwordChanged', mailRecipientOf(user)));
  }

  /**
   * The one check of the trade password, for every action that moves money. A malformed password is refused by
   * the rule and costs nothing; a wrong one costs one of five tries per quarter hour, and the fifth wrong one
   * locks the trade password until the oldest failure is a quarter hour old. The right one clears the count.
   *
   * Only wrong passwords are counted, never checks in flight: the check runs under a lock of the user's row, so
   * one user's checks take turns (in every server process) and each sees the failures of those before it. Any
   * number of concurrent right passwords therefore pass, and concurrent wrong ones lock after exactly five,
   * without a racer ever comparing a sixth guess. The outcome leaves the transaction before it is thrown, so a
   * refusal does not roll back the failure it records.
   */
  async function verifyTradePassword(userId: number, password: string): Promise<void> {
    requireRules(checkTradePassword(password));
    const outcome = await deps.db.transaction((tx) => checkTradePasswordLocked(tx, userId, password));
    if (outcome !== null) throw outcome;
  }

  async function checkTradePasswordLocked(
    tx: Transaction,
    userId: number,
    password: string,
  ): Promise<ApiError | null> {
    if (!(await users.lockById(userId, tx))) return new ApiError('SESSION_INVALID');
    const user = await requireUser(userId, tx);
    if (user.tradePasswordHash === null) return new ApiError('TRADE_PASSWORD_NOT_SET');
    const rule = authLimits.tradePassword;
    const key = String(userId);
    const lockedForMs = await throttle.retryAfterMs(rule, key, tx);
    if (lockedForMs > 0)
      return new ApiError('TRADE_PASSWORD_LOCKED', { minutes: ceilUnits(lockedForMs, minuteMs) });
    if (await deps.passwords.verify(user.tradePasswordHash, password)) {
      await throttle.clear(rule, key, tx);
      return null;
    }
    const failure = await throttle.attempt(rule, key, tx);
    if (!failure.allowed) {
      return new ApiError('TRADE_PASSWORD_LOCKED', { minutes: ceilUnits(failure.retryAfterMs, minuteMs) });
    }
    const remaining = rule.limit - failure.countInWindow;
    if (remaining > 0) return new ApiError('TRADE_PASSWORD_WRONG', { remaining });
    const waitMs = await throttle.retryAfterMs(rule, key, tx);
    return new ApiError('TRADE_PASSWORD_LOCKED', { minutes: ceilUnits(waitMs, minuteMs) });
  }

  return {
    verifyTradePassword,

    async setTradePassword(userId: number, input: SetTradePasswordInput): Promise<void> {
      requireRules(
        checkTradePassword(input.assetsPwd),
        checkPasswordsMatch(input.assetsPwd, input.confirmPwd),
      );
      const user = await requireUser(userId);
      if (user.tradePasswordHash === null) {
        // Setting the first one proves the person holds the login password, not just a session.
        if (isBlank(input.password)) throw new ApiError('FIELD_MISSING', { field: 'password' });
        await verifyCurrentPassword(user, input.password);
      } else {
        if (isBlank(input.oldAssetsPwd)) throw new ApiError('FIELD_MISSING', { field: 'oldAssetsPwd' });
        await verifyTradePassword(userId, input.oldAssetsPwd.trim());
        // The old one was just verified, so comparing the texts is comparing with the stored password.
        if (input.assetsPwd === input.oldAssetsPwd.trim()) throw new ApiError('TRADE_PASSWORD_UNCHANGED');
      }
      await users.setTradePasswordHash(userId, await deps.passwords.hash(input.assetsPwd));
    },

    /**
     * Sets a forgotten trade password with a code mailed to the account's address, and lifts the trade
     * password's lockout. It does not refuse the current trade password: its owner has forgotten it, and the
     * refusal would let whoever holds the session and the mailbox test guesses at a six-digit secret.
     */
    async resetTradePassword(userId: number, input: ResetTradePasswordInput): Promise<void> {
      requireRules(
        checkEmailCode(input.code),
        checkTradePassword(input.assetsPwd),
        checkPasswordsMatch(input.assetsPwd, input.confirmPwd),
      );
      const user = await requireUser(userId);
      if (user.tradePasswordHash === null) throw new ApiError('TRADE_PASSWORD_NOT_SET');
      const codeId = await deps.codes.check(user.email, 'trade-password', input.code.trim());
      const tradePasswordHash = await deps.passwords.hash(input.assetsPwd);
      await deps.db.transaction(async (tx) => {
        if (!(await deps.codes.consume(codeId, tx))) throw new ApiError('CODE_INVALID');
        await users.setTradePasswordHash(user.id, tradePasswordHash, tx);
      });
      await throttle.clear(authLimits.tradePassword, String(user.id));
    },

    /** Changes the login password and ends every other session of the user, in one transaction; this one stays. */
    async changePassword(session: ActiveSession, input: ChangePasswordInput): Promise<void> {
      requireRules(
        checkLoginPassword(input.oldPassword),
        checkNewPassword(input.newPassword),
        checkPasswordsMatch(input.newPassword, input.confirmPassword),
      );
      const user = await requireUser(session.userId);
      await verifyCurrentPassword(user, input.oldPassword);
      // The old one was just verified, so comparing the texts is comparing with the stored password.
      if (input.newPassword === input.oldPassword) throw new ApiError('PASSWORD_UNCHANGED');
      const passwordHash = await deps.passwords.hash(input.newPassword);
      await deps.db.transaction(async (tx) => {
        await users.setPasswordHash(user.id, passwordHash, tx);
        await deps.sessions.revokeAllOf(user.id, session.sessionId, tx);
      });
      await notifyPasswordChanged(user);
    },

    /**
     * Sets a new login password with a reset code and ends every session of the account, in one transaction. The
     * current password is refused as the new one; that comparison counts as a guess at it under the same limit as
     * a wrong current password in a session, so a reset code cannot be used to test passwords without limit.
     */
    async resetPassword(input: ResetPasswordInput): Promise<void> {
      requireRules(
        checkEmail(input.email),
        checkEmailCode(input.code),
        checkNewPassword(input.newPassword),
        checkPasswordsMatch(input.newPassword, input.confirmPassword),
      );
      const email = normalizeEmail(input.email);
      const codeId = await deps.codes.check(email, 'reset', input.code.trim());
      const current = await users.findByEmail(email);
      // A code issued to an address without an account (see sendResetCode) resets nothing.
      if (!current) throw new ApiError('CODE_INVALID');
      await refuseCurrentPassword(current, input.newPassword);
      const passwordHash = await deps.passwords.hash(input.newPassword);
      const user = await deps.db.transaction(async (tx) => {
        if (!(await deps.codes.consume(codeId, tx))) throw new ApiError('CODE_INVALID');
        const found = await users.findByEmail(email, tx);
        if (!found) throw new ApiError('CODE_INVALID');
        await users.setPasswordHash(found.id, passwordHash, tx);
        await deps.sessions.revokeAllOf(found.id, undefined, tx);
        return found;
      });
      // Whoever holds the mailbox has proven it: the account's failed-login lock no longer applies.
      await throttle.clear(authLimits.loginPerAccount, email);
      await notifyPasswordChanged(user);
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
