/**
 * The user's own security (docs/api.md "Account safety"): the recent sign-ins with the session each opened, ending
 * every other session, and the anti-phishing code that every mail to the account carries. The operators' side reads
 * a user's sign-ins through `recentLogins`.
 */
import { maskAntiPhishingCode } from '../../../common/mask';
import { loginHistoryShownMax, type SafetyOverview } from '../../../common/user-types';
import { checkAntiPhishingCode } from '../../../common/validation';
import { ApiError } from '../../http/api-error';
import { requireRules } from '../../http/validate';
import type { AuthDependencies } from './auth-context';
import { isSessionLive, type ActiveSession } from './session-tokens';

export interface SetAntiPhishingCodeInput {
  code: string;
  assetsPwd: string;
}

/** A sign-in as the operators' view shows it: when, from where, and the browser's own text. */
export interface LoginSummary {
  signedInAt: Date;
  address: string;
  userAgent: string;
}

export function createSafetyService(
  deps: AuthDependencies,
  verifyTradePassword: (userId: number, password: string) => Promise<void>,
) {
  const { users, loginHistory } = deps;

  async function requireUserRow(userId: number) {
    const user = await users.findById(userId);
    if (!user) throw new ApiError('SESSION_INVALID');
    return user;
  }

  return {
    /** The security screen's data: the newest sign-ins (this session's marked) and the masked code. */
    async safetyOverview(session: ActiveSession): Promise<SafetyOverview> {
      const user = await requireUserRow(session.userId);
      const nowMs = deps.clock();
      const rows = await loginHistory.latest(session.userId, loginHistoryShownMax);
      return {
        logins: rows.map((row) => ({
          signedInAt: row.signedInAt.getTime(),
          address: row.clientAddress,
          userAgent: row.userAgent,
          current: row.sessionId === session.sessionId,
          active: isSessionLive(row, nowMs),
        })),
        antiPhishingCode: user.antiPhishingCode === null ? null : maskAntiPhishingCode(user.antiPhishingCode),
      };
    },

    /** A user's last `limit` sign-ins, newest first (at most the rows kept per user), for the operators. */
    async recentLogins(userId: number, limit: number): Promise<LoginSummary[]> {
      const rows = await loginHistory.latest(userId, limit);
      return rows.map((row) => ({
        signedInAt: row.signedInAt,
        address: row.clientAddress,
        userAgent: row.userAgent,
      }));
    },

    /** Ends every session of the user but the one asking; answers how many it ended. */
    async logoutOtherDevices(session: ActiveSession): Promise<{ ended: number }> {
      const ended = await deps.sessions.revokeAllOf(session.userId, session.sessionId);
      return { ended };
    },

    /**
     * Sets or changes the anti-phishing code, proven with the trade password (and counted against its lockout like
     * every other use). Without a trade password the code cannot be set: the refusal says to set one first.
     */
    async setAntiPhishingCode(
      userId: number,
      input: SetAntiPhishingCodeInput,
    ): Promise<{ antiPhishingCode: string }> {
      requireRules(checkAntiPhishingCode(input.code));
      const user = await requireUserRow(userId);
      if (user.tradePasswordHash === null) throw new ApiError('ANTI_PHISHING_NEEDS_TRADE_PASSWORD');
      // A blank or malformed trade password meets the trade password's own rule, and costs no try.
      await verifyTradePassword(userId, input.assetsPwd.trim());
      const code = input.code.trim();
      await users.setAntiPhishingCode(userId, code);
      return { antiPhishingCode: maskAntiPhishingCode(code) };
    },

    /**
     * Removes the anti-phishing code, proven with the trade password like setting it, so a borrowed session alone
     * cannot strip the mails of their mark. With no code set there is nothing to remove, and the answer says so
     * without asking for the password.
     */
    async clearAntiPhishingCode(
      userId: number,
      input: { assetsPwd: string },
    ): Promise<{ antiPhishingCode: null }> {
      const user = await requireUserRow(userId);
      if (user.antiPhishingCode === null) return { antiPhishingCode: null };
      if (user.tradePasswordHash === null) throw new ApiError('ANTI_PHISHING_NEEDS_TRADE_PASSWORD');
      await verifyTradePassword(userId, input.assetsPwd.trim());
      await users.setAntiPhishingCode(userId, null);
      return { antiPhishingCode: null };
    },
  };
}

export type SafetyService = ReturnType<typeof createSafetyService>;
