/** Accounts: creating one (with a code or, for the demo seed, without), logging in, and the public profile. */
import type { Locale } from '../../../common/locales';
import type { LoginResult } from '../../../common/user-types';
import {
  checkEmail,
  checkEmailCode,
  checkLoginPassword,
  checkNewPassword,
  checkPasswordsMatch,
  isBlank,
  normalizeEmail,
} from '../../../common/validation';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { requireRules } from '../../http/validate';
import { ceilUnits } from '../../lib/throttle';
import { newInvitationCode, newUid, normalizeInvitationCode } from './account-ids';
import { accountForLog, type AuthDependencies, type RequestContext } from './auth-context';
import { authLimits } from './auth-limits';

/** A collision of 8-digit uids or 8-letter codes is rare; ten in a row means something else is wrong. */
const accountIdAttemptsMax = 10;

export interface RegisterInput {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  invitationCode: string;
  agree: string | boolean;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  tradePasswordHash?: string;
  inviterId: number | null;
  locale: string;
}

const agreedValues = new Set(['1', 'true']);

export function hasAgreed(agree: string | boolean): boolean {
  return agree === true || (typeof agree === 'string' && agreedValues.has(agree.trim().toLowerCase()));
}

export function createAccountService(deps: AuthDependencies) {
  const { users, throttle, hasher } = deps;

  /** Inserts the account with fresh public ids, retrying on a collision; EMAIL_TAKEN when the email is. */
  async function insertAccount(account: NewAccount, tx: Queryable): Promise<number> {
    for (let attempt = 0; attempt < accountIdAttemptsMax; attempt += 1) {
      const id = await users.insertIfFree(
        { ...account, uid: newUid(), invitationCode: newInvitationCode(), createdAt: new Date(deps.clock()) },
        tx,
      );
      if (id !== undefined) return id;
      if (await users.findByEmail(account.email, tx)) throw new ApiError('EMAIL_TAKEN');
    }
    throw new Error('could not find a free uid and invitation code');
  }

  async function inviterOf(invitationCode: string): Promise<number | null> {
    if (isBlank(invitationCode)) return null;
    const inviterId = await users.findIdByInvitationCode(normalizeInvitationCode(invitationCode));
    if (inviterId === undefined) throw new ApiError('INVITE_CODE_UNKNOWN');
    return inviterId;
  }

  /** Opens a session and records the sign-in (docs/api.md "Account safety") in one transaction. */
  async function session(userId: number, ctx: RequestContext): Promise<LoginResult> {
    const opened = await deps.db.transaction(async (tx) => {
      const created = await deps.sessions.create(userId, ctx.clientAddress, tx);
      await deps.loginHistory.record(
        {
          userId,
          sessionId: created.sessionId,
          signedInAt: new Date(deps.clock()),
          clientAddress: ctx.clientAddress,
          userAgent: ctx.userAgent,
        },
        tx,
      );
      return created;
    });
    return { userId: String(userId), token: opened.token };
  }

  return {
    async register(input: RegisterInput, ctx: RequestContext): Promise<LoginResult> {
      requireRules(
        checkEmail(input.email),
        checkEmailCode(input.code),
        checkNewPassword(input.password),
        checkPasswordsMatch(input.password, input.confirmPassword),
      );
      if (!hasAgreed(input.agree)) throw new ApiError('AGREEMENT_REQUIRED');
      const email = normalizeEmail(input.email);
      const inviterId = await inviterOf(input.invitationCode);
      // Refused before the code is touched, so a taken address does not burn the code.
      if (await users.findByEmail(email)) throw new ApiError('EMAIL_TAKEN');
      const codeId = await deps.codes.check(email, 'register', input.code.trim());
      const passwordHash = await deps.passwords.hash(input.password);
      // The code is used up only if the account is created: losing a race to the same email gives it back.
      const userId = await deps.db.transaction(async (tx) => {
        if (!(await deps.codes.consume(codeId, tx))) throw new ApiError('CODE_INVALID');
        return insertAccount({ email, passwordHash, inviterId, locale: ctx.locale }, tx);
      });
      ctx.log.info({ userId, ...accountForLog(hasher, email), ip: ctx.clientAddress }, 'account registered');
      return session(userId, ctx);
    },

    /** An account without the code step, for seeding; EMAIL_TAKEN when it exists. */
    async createAccount(account: NewAccount): Promise<number> {
      return deps.db.transaction((tx) => insertAccount(account, tx));
    },

    async login(account: string, password: string, ctx: RequestContext): Promise<LoginResult> {
      requireRules(checkEmail(account), checkLoginPassword(password));
      const email = normalizeEmail(account);
      const logFields = { ...accountForLog(hasher, email), ip: ctx.clientAddress };
      const attempts = await throttle.attemptAll([
        [authLimits.loginPerAccount, email],
        [authLimits.loginPerAddress, ctx.clientAddress],
      ]);
      const refused = attempts.find((attempt) => !attempt.allowed);
      if (refused && !refused.allowed) {
        ctx.log.warn({ reason: 'locked', ...logFields }, 'login refused');
        throw new ApiError('LOGIN_LOCKED', { minutes: ceilUnits(refused.retryAfterMs, 60_000) });
      }
      const user = await users.findByEmail(email);
      // An unknown email is checked against a dummy hash: same work, same time, same answer.
      const matches = await deps.passwords.verify(
        user?.passwordHash ?? (await deps.passwords.dummyHash()),
        password,
      );
      if (!user || !matches) {
        ctx.log.warn({ reason: user ? 'wrong password' : 'unknown account', ...logFields }, 'login refused');
        throw new ApiError('LOGIN_FAILED');
      }
      await throttle.cancel(attempts);
      await throttle.clear(authLimits.loginPerAccount, email);
      // Told only to whoever knows the password, so the answer reveals nothing about an account to anyone else.
      if (user.frozenAt !== null) {
        ctx.log.warn({ reason: 'frozen', userId: user.id, ip: ctx.clientAddress }, 'login refused');
        throw new ApiError('ACCOUNT_FROZEN');
      }
      if (user.locale !== ctx.locale) await users.setLocale(user.id, ctx.locale);
      ctx.log.info({ userId: user.id, ip: ctx.clientAddress }, 'login');
      return session(user.id, ctx);
    },

    /**
     * The signed-in user's profile. With `locale` (the language the app asked in), the stored language follows
     * it, so that messages written later (docs/api.md "Messages") are in the language the user now reads; the
     * write happens only when it changed.
     */
    async profile(userId: number, locale?: Locale) {
      const user = await users.findById(userId);
      if (!user) throw new ApiError('SESSION_INVALID');
      if (locale !== undefined && user.locale !== locale) await users.setLocale(user.id, locale);
      return {
        email: user.email,
        icon: user.icon,
        uid: user.uid,
        invitationCode: user.invitationCode,
        assetsPwd: user.tradePasswordHash !== null,
      };
    },

    async findUserIdByEmail(email: string): Promise<number | undefined> {
      return (await users.findByEmail(normalizeEmail(email)))?.id;
    },

    /** Ends the session a token opens, if any: a dead token logs out just as well. */
    async logout(token: string): Promise<void> {
      const active = await deps.sessions.resolve(token);
      if (active) await deps.sessions.revoke(active.sessionId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
