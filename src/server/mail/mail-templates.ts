/**
 * The mails the platform sends, in the recipient's language. Each text is a message descriptor with an explicit
 * id that `lingui extract` collects; the English here is the source the translators work from.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from '../../common/locales';
import { translate } from '../i18n/translate';
import type { OutgoingMail } from './mailer';

const templates = {
  registerCode: {
    subject: /*i18n*/ { id: 'mail.register_code.subject', message: 'Your Petrel verification code' },
    body: /*i18n*/ {
      id: 'mail.register_code.body',
      message:
        'Your verification code is {code}.\n\nIt expires in {minutes} minutes and works once. If you did not ask to create a Petrel account, ignore this email.\n\nPetrel will never ask you for this code by phone or chat.',
    },
  },
  resetCode: {
    subject: /*i18n*/ { id: 'mail.reset_code.subject', message: 'Reset your Petrel password' },
    body: /*i18n*/ {
      id: 'mail.reset_code.body',
      message:
        'Your password reset code is {code}.\n\nIt expires in {minutes} minutes and works once. If you did not ask to reset your password, ignore this email: your password stays as it is.\n\nPetrel will never ask you for this code by phone or chat.',
    },
  },
  tradePasswordCode: {
    subject: /*i18n*/ { id: 'mail.trade_password_code.subject', message: 'Reset your Petrel trade password' },
    body: /*i18n*/ {
      id: 'mail.trade_password_code.body',
      message:
        'Your trade password reset code is {code}.\n\nIt expires in {minutes} minutes and works once. If you did not ask to reset your trade password, ignore this email, change your login password and contact support: someone may be signed in to your account.\n\nPetrel will never ask you for this code by phone or chat.',
    },
  },
  passwordChanged: {
    subject: /*i18n*/ { id: 'mail.password_changed.subject', message: 'Your Petrel password was changed' },
    body: /*i18n*/ {
      id: 'mail.password_changed.body',
      message:
        'The login password of your Petrel account was changed, and every other device was logged out.\n\nIf this was not you, reset your password at once with “Forgot password” and contact support.',
    },
  },
} as const satisfies Record<string, { subject: MessageDescriptor; body: MessageDescriptor }>;

export type MailKind = keyof typeof templates;

/**
 * The line every mail to an account starts with once its owner set an anti-phishing code (docs/security.md
 * "Anti-phishing code"): a mail without it, or with another code, did not come from Petrel.
 */
const antiPhishingLine = /*i18n*/ {
  id: 'mail.anti_phishing_line',
  message: 'Your anti-phishing code: {antiPhishingCode}',
};

/**
 * Whom a mail goes to. `antiPhishingCode` is required, not optional, so that no sender can forget it: an account's
 * mail passes the account's code (null when none is set), and a mail to an address without an account (a
 * registration code) passes null.
 */
export interface MailRecipient {
  email: string;
  locale: Locale;
  antiPhishingCode: string | null;
}

export function composeMail(
  kind: MailKind,
  recipient: MailRecipient,
  values: Record<string, string | number> = {},
): OutgoingMail {
  const template = templates[kind];
  const { locale, antiPhishingCode } = recipient;
  const body = translate(locale, template.body, values);
  return {
    to: recipient.email,
    locale,
    subject: translate(locale, template.subject, values),
    body:
      antiPhishingCode === null
        ? body
        : `${translate(locale, antiPhishingLine, { antiPhishingCode })}\n\n${body}`,
  };
}
