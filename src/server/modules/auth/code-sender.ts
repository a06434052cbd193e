/**
 * Sends and checks emailed codes. The password-reset request answers the same whether or not the address has an
 * account, and counts against the same limits either way, so neither its answer nor its limits enumerate
 * accounts; only an existing account gets a mail.
 */
import { checkEmail, checkEmailCode, normalizeEmail } from '../../../common/validation';
import type { EmailCodeSent } from '../../../common/user-types';
import { ApiError } from '../../http/api-error';
import { requireRules } from '../../http/validate';
import { ceilUnits } from '../../lib/throttle';
import { composeMail } from '../../mail/mail-templates';
import type { Locale } from '../../../common/locales';
import { isLocale } from '../../../common/locales';
import { accountForLog, type AuthDependencies, type RequestContext } from './auth-context';
import { authLimits, emailCodeResendAfterSeconds, emailCodeTtlMs } from './auth-limits';
import type { CodePurpose } from './email-codes';

const codeSent: EmailCodeSent = { resendAfterSeconds: emailCodeResendAfterSeconds };
const codeTtlMinutes = emailCodeTtlMs / 60_000;

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

  async function mailCode(email: string, purpose: CodePurpose, locale: Locale, ctx: RequestContext) {
    const code = await deps.codes.issue(email, purpose, ctx.clientAddress);
    const kind = purpose === 'register' ? 'registerCode' : 'resetCode';
    await deps.mailer.send(composeMail(kind, email, locale, { code, minutes: codeTtlMinutes }));
  }

  return {
    async sendRegisterCode(rawEmail: string, ctx: RequestContext): Promise<EmailCodeSent> {
      requireRules(checkEmail(rawEmail));
      const email = normalizeEmail(rawEmail);
      await takeCodeAllowance(email, ctx);
      if (await deps.users.findByEmail(email)) throw new ApiError('EMAIL_TAKEN');
      await mailCode(email, 'register', ctx.locale, ctx);
      return codeSent;
    },

    async sendResetCode(rawEmail: string, ctx: RequestContext): Promise<EmailCodeSent> {
      requireRules(checkEmail(rawEmail));
      const email = normalizeEmail(rawEmail);
      await takeCodeAllowance(email, ctx);
      const user = await deps.users.findByEmail(email);
      if (user) {
        // The account's own language: the person asking may not be its owner.
        await mailCode(email, 'reset', isLocale(user.locale) ? user.locale : ctx.locale, ctx);
      } else {
        ctx.log.info(
          { reason: 'no account', ...accountForLog(deps.hasher, email), ip: ctx.clientAddress },
          'reset code not sent',
        );
      }
      return codeSent;
    },

    /** Checks a code without using it up; a wrong one costs one of the code's tries. */
    async verifyCode(rawEmail: string, code: string, purpose: CodePurpose): Promise<void> {
      requireRules(checkEmail(rawEmail), checkEmailCode(code));
      await deps.codes.check(normalizeEmail(rawEmail), purpose, code.trim());
    },
  };
}
