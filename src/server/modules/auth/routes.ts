/**
 * The spec's user calls (section 7) and the account calls designed in their style: POST, form-encoded or JSON,
 * `{code: 1, data, msg}`. Text fields default to '' so that a missing field meets the same shared rule (and the
 * same message) as an empty one. Every call is also rate-limited per client address in memory, a first line in
 * front of the shared limits in the database.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userPaths } from '../../../common/api-paths';
import type { Locale } from '../../../common/locales';
import type { UserInfo } from '../../../common/user-types';
import { ApiError } from '../../http/api-error';
import { codeSuccess } from '../../http/envelope';
import { presentedToken, requireUser, sessionOf } from '../../http/require-user';
import { tightRateLimit } from '../../http/tight-rate-limit';
import { parseInput } from '../../http/validate';
import { translate } from '../../i18n/translate';
import type { KycService } from '../kyc/kyc-service';
import type { MessagesService } from '../messages/messages-service';
import { contextOf } from './auth-context';
import type { AuthService } from './auth-service';
import { codePurposes } from './email-codes';
import { authMessages } from './messages';
import type { SessionStore } from './session-tokens';

export interface AuthRouteOptions {
  auth: AuthService;
  kyc: KycService;
  messages: Pick<MessagesService, 'unreadCount'>;
  sessions: SessionStore;
  /** Requests per client address per minute on each user call; code and login calls allow a fifth of it. */
  requestsPerMinuteMax: number;
}

/** No legitimate field of these forms is longer; anything longer is refused before any rule or hash runs. */
const textFieldLengthMax = 256;
const text = z.string().max(textFieldLengthMax).default('');
const idField = z.union([z.string().max(32), z.number()]).optional();

const emailBody = z.object({ email: text });
const verificationBody = z.object({
  email: text,
  code: text,
  purpose: z.enum(codePurposes).default('register'),
});
const registerBody = z.object({
  email: text,
  code: text,
  password: text,
  confirmPassword: text,
  invitationCode: text,
  agree: z.union([z.string().max(8), z.boolean()]).default(''),
});
const loginBody = z.object({ account: text, password: text });
const infoBody = z.object({ userId: idField });
const tradePasswordBody = z.object({ assetsPwd: text, confirmPwd: text, password: text, oldAssetsPwd: text });
const resetTradePasswordBody = z.object({ code: text, assetsPwd: text, confirmPwd: text });
const changePasswordBody = z.object({ oldPassword: text, newPassword: text, confirmPassword: text });
const antiPhishingBody = z.object({ code: text, assetsPwd: text });
const tradePasswordProofBody = z.object({ assetsPwd: text });
const resetPasswordBody = z.object({ email: text, code: text, newPassword: text, confirmPassword: text });

const message = (locale: Locale, key: keyof typeof authMessages) => translate(locale, authMessages[key]);

export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  await app.register(rateLimit, { global: true, max: options.requestsPerMinuteMax, timeWindow: 60_000 });
  registerPublicRoutes(app, options);
  registerPrivateRoutes(app, options);
}

/** Codes, registration, login and reset: no session, a tighter per-address allowance. */
function registerPublicRoutes(app: FastifyInstance, { auth, requestsPerMinuteMax }: AuthRouteOptions): void {
  const config = tightRateLimit(requestsPerMinuteMax);

  app.post(userPaths.sendEmailCode, { config }, async (request) => {
    const { email } = parseInput(emailBody, request.body);
    const data = await auth.sendRegisterCode(email, contextOf(request));
    return codeSuccess(data, message(request.locale, 'codeSent'));
  });

  app.post(userPaths.sendEmailCodeForget, { config }, async (request) => {
    const { email } = parseInput(emailBody, request.body);
    const data = await auth.sendResetCode(email, contextOf(request));
    return codeSuccess(data, message(request.locale, 'codeSent'));
  });

  app.post(userPaths.emailVerification, { config }, async (request) => {
    const input = parseInput(verificationBody, request.body);
    await auth.verifyCode(input.email, input.code, input.purpose);
    return codeSuccess({ verified: true }, message(request.locale, 'codeValid'));
  });

  app.post(userPaths.register, { config }, async (request) => {
    const input = parseInput(registerBody, request.body);
    const data = await auth.register(input, contextOf(request));
    return codeSuccess(data, message(request.locale, 'registerSuccess'));
  });

  app.post(userPaths.login, { config }, async (request) => {
    const input = parseInput(loginBody, request.body);
    const data = await auth.login(input.account, input.password, contextOf(request));
    return codeSuccess(data, message(request.locale, 'loginSuccess'));
  });

  app.post(userPaths.forgetPwd, { config }, async (request) => {
    const input = parseInput(resetPasswordBody, request.body);
    await auth.resetPassword(input);
    return codeSuccess(null, message(request.locale, 'passwordChanged'));
  });
}

/** The calls of a signed-in user, and logout. */
function registerPrivateRoutes(app: FastifyInstance, options: AuthRouteOptions): void {
  const { auth, kyc, messages, sessions } = options;
  const preHandler = requireUser(sessions);
  const config = tightRateLimit(options.requestsPerMinuteMax);

  app.post(userPaths.info, { preHandler }, async (request) => {
    const { userId } = parseInput(infoBody, request.body);
    const session = sessionOf(request);
    // A client asking about someone else's id with its own token is confused or probing: end its session view.
    if (userId !== undefined && String(userId).trim() !== String(session.userId)) {
      throw new ApiError('SESSION_INVALID');
    }
    // The app sends its language on every call but calls nothing when the user changes it; info is what it asks
    // at start and on the Me tab, so the stored language follows the app here. A request without the header
    // (a script) says nothing about the user's language and changes nothing.
    const appLocale = request.headers['accept-language'] ? request.locale : undefined;
    const profile = await auth.profile(session.userId, appLocale);
    const data: Required<UserInfo> = {
      ...profile,
      auth: await kyc.statusOf(session.userId),
      unreadMessages: await messages.unreadCount(session.userId),
    };
    // The spec's clients read this answer's text as `message` (section 7), others as `msg`: it carries both.
    const text = message(request.locale, 'success');
    return { ...codeSuccess(data, text), message: text };
  });

  app.post(userPaths.setTransactionPwd, { preHandler }, async (request) => {
    const input = parseInput(tradePasswordBody, request.body);
    await auth.setTradePassword(sessionOf(request).userId, input);
    return codeSuccess(null, message(request.locale, 'tradePasswordSet'));
  });

  // A forgotten trade password: a code to the account's own address, then the new password with it.
  app.post(userPaths.sendEmailCodeTradePwd, { preHandler, config }, async (request) => {
    const data = await auth.sendTradePasswordCode(sessionOf(request).userId, contextOf(request));
    return codeSuccess(data, message(request.locale, 'codeSent'));
  });

  app.post(userPaths.resetTransactionPwd, { preHandler, config }, async (request) => {
    const input = parseInput(resetTradePasswordBody, request.body);
    await auth.resetTradePassword(sessionOf(request).userId, input);
    return codeSuccess(null, message(request.locale, 'tradePasswordSet'));
  });

  app.post(userPaths.updatePwd, { preHandler }, async (request) => {
    const input = parseInput(changePasswordBody, request.body);
    await auth.changePassword(sessionOf(request), input);
    return codeSuccess(null, message(request.locale, 'passwordChanged'));
  });

  registerSafetyRoutes(app, options);

  // No guard: a token that is already dead logs out just as well, so the client can always clear itself.
  app.post(userPaths.logout, async (request) => {
    await auth.logout(presentedToken(request));
    return codeSuccess(null, message(request.locale, 'loggedOut'));
  });
}

/** The user's own security on /me/safety: recent sign-ins, ending other sessions, the anti-phishing code. */
function registerSafetyRoutes(app: FastifyInstance, options: AuthRouteOptions): void {
  const { auth, sessions } = options;
  const preHandler = requireUser(sessions);

  app.post(userPaths.safety, { preHandler }, async (request) => {
    const data = await auth.safetyOverview(sessionOf(request));
    return codeSuccess(data, message(request.locale, 'success'));
  });

  app.post(userPaths.logoutOtherDevices, { preHandler }, async (request) => {
    const data = await auth.logoutOtherDevices(sessionOf(request));
    return codeSuccess(data, message(request.locale, 'otherDevicesLoggedOut'));
  });

  app.post(userPaths.setAntiPhishingCode, { preHandler }, async (request) => {
    const input = parseInput(antiPhishingBody, request.body);
    const data = await auth.setAntiPhishingCode(sessionOf(request).userId, input);
    return codeSuccess(data, message(request.locale, 'antiPhishingCodeSet'));
  });

  app.post(userPaths.clearAntiPhishingCode, { preHandler }, async (request) => {
    const input = parseInput(tradePasswordProofBody, request.body);
    const data = await auth.clearAntiPhishingCode(sessionOf(request).userId, input);
    return codeSuccess(data, message(request.locale, 'antiPhishingCodeCleared'));
  });
}
