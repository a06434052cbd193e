/** Whom an account's mail goes to: its address, its language and its anti-phishing code. */
import { isLocale, type Locale } from '../../../common/locales';
import type { MailRecipient } from '../../mail/mail-templates';
import type { UserRow } from './users-repo';

export function mailRecipientOf(user: Pick<UserRow, 'email' | 'locale' | 'antiPhishingCode'>): MailRecipient {
  return { email: user.email, locale: localeOf(user), antiPhishingCode: user.antiPhishingCode };
}

/** The stored language, or English for a value no release writes (the column predates the locale check). */
export function localeOf(user: Pick<UserRow, 'locale'>): Locale {
  return isLocale(user.locale) ? user.locale : 'en-US';
}
