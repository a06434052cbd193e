/**
 * Sends and checks emailed codes. The password-reset request answers the same whether or not the address has an
 * account, counts against the same limits either way, and does the same work either way (a code is issued, stored
 * and its mail composed); only an existing account's mail is handed to the mailer. So neither its answer, nor its
 * limits, nor its timing enumerate accounts.
 */
import { checkEmail, checkEmailCode, normalizeEmail } from '../../../common/validation';
import type { EmailCodeSent } from '../../../common/user-types';
import { ApiError } from '../../http/api-error';
import { requireRules } from '../../http/validate';
import { ceilUnits } from '../../lib/throttle';
import { composeMail, type MailKind, type MailRecipient } from '../../mail/mail-templates';
import type { OutgoingMail } from '../../mail/mailer';
import { accountForLog, type AuthDependencies, type RequestContext } from './auth-context';
import { authLimits, emailCodeResendAfterSeconds, emailCodeTtlMs } from './auth-limits';
import type { CodePurpose } from './email-codes';
import { mailRecipientOf } from './mail-recipient';

const codeSent: EmailCodeSent = { resendAfterSeconds: emailCodeResendAfterSeconds };
const codeTtlMinutes = emailCodeTtlMs / 60_000;
const mailKindOf: Record<CodePurpose, MailKind> = {
  register: 'registerCode',
  reset: 'resetCode',
  'trade-password': 'tradePasswordCode',
};

export function createCodeSender(deps: AuthDependencies) {
  /** Takes the address's and the client's code allowance, or refuses with the seconds to wait. */
  async function takeCodeAllowance(email: string, ctx: RequestContext): Promise<void> {
    const results = await deps.throttle.attemptAll([
      [authLimits.codePerEmailMinute, email],
      [authLimits.codePerEmailHour, email],
      [authLimits.codePerAddressHour, ctx.clientAddress],
    ]);
    const refused = results.find((result) => !result.allowed);
    if (refused && !refused.allowed) {
      ctx.log.warn(
        { reason: 'code rate limited', ...accountForLog(deps.hasher, email), ip: ctx.clientAddress },
        'code request refused',
      );
      throw new ApiError('CODE_RATE_LIMITED', { seconds: ceilUnits(refused.retryAfterMs, 1000) });
    }
  }

  /** Issues and stores a new code (superseding older ones in the same transaction) and composes its mail. */
  async function issueCode(
    recipient: MailRecipient,
    purpose: CodePurpose,
    ctx: RequestContext,
  ): Promise<OutgoingMail> {
    const code = await deps.db.transaction((tx) =>
      deps.codes.issue(recipient.email, purpose, ctx.clientAddress, tx),
    );
    return composeMail(mailKindOf[purpose], recipient, { code, minutes: codeTtlMinutes });
  }

  return {
    async sendRegisterCode(rawEmail: string, ctx: RequestContext): Promise<EmailCodeSent> {
      requireRules(checkEmail(rawEmail));
      const email = normalizeEmail(rawEmail);
      await takeCodeAllowance(email, ctx);
      if (await deps.users.findByEmail(email)) throw new ApiError('EMAIL_TAKEN');
      // No account yet, so no anti-phishing code either.
      const recipient = { email, locale: ctx.locale, antiPhishingCode: null };
      await deps.mailer.send(await issueCode(recipient, 'register', ctx));
      return codeSent;
    },

    async sendResetCode(rawEmail: string, ctx: RequestContext): Promise<EmailCodeSent> {
      requireRules(checkEmail(rawEmail));
      const email = normalizeEmail(rawEmail);
      await takeCodeAllowance(email, ctx);
      const user = await deps.users.findByEmail(email);
      // The account's own language and anti-phishing code: the person asking may not be its owner.
      const recipient = user ? mailRecipientOf(user) : { email, locale: ctx.locale, antiPhishingCode: null };
      // Issued and composed either way: an address without an account costs the same work, so the same time. Its
      // code can never be used, since resetting finds no account to reset.
      const mail = await issueCode(recipient, 'reset', ctx);
      ctx.log.info(
        { hasAccount: user !== undefined, ...accountForLog(deps.hasher, email), ip: ctx.clientAddress },
        user ? 'reset code mailed' : 'reset code not mailed: no account',
      );
      if (user) await deps.mailer.send(mail);
      return codeSent;
    },

    /** Mails a signed-in user a code to reset a forgotten trade password, to the account's own address. */
    async sendTradePasswordCode(userId: number, ctx: RequestContext): Promise<EmailCodeSent> {
      const user = await deps.users.findById(userId);
      if (!user) throw new ApiError('SESSION_INVALID');
      if (user.tradePasswordHash === null) throw new ApiError('TRADE_PASSWORD_NOT_SET');
      await takeCodeAllowance(user.email, ctx);
      // The language the user asks in now (as before), with the account's anti-phishing code.
      const recipient = { ...mailRecipientOf(user), locale: ctx.locale };
      await deps.mailer.send(await issueCode(recipient, 'trade-password', ctx));
      return codeSent;
    },

    /** Checks a code without using it up; a wrong one costs one of the code's tries. */
    async verifyCode(rawEmail: string, code: string, purpose: CodePurpose): Promise<void> {
      requireRules(checkEmail(rawEmail), checkEmailCode(code));
      await deps.codes.check(normalizeEmail(rawEmail), purpose, code.trim());
    },
  };
}
