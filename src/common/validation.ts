/**
 * The validation rules of the spec (section 5), defined once: the client's forms and the server's handlers call
 * these same functions, and a failure names an entry of the error table, whose message both sides translate.
 */
import type { ErrorCode } from './errors';
import { idNumberLengthMax, realNameLengthMax } from './user-types';

/** A rule passes (null) or names the error to show. */
export type RuleResult = ErrorCode | null;

export const loginPasswordLengthMin = 6;
export const passwordLengthMin = 8;
export const passwordLengthMax = 24;
export const tradePasswordLength = 6;
export const emailCodeLength = 6;
/** Longer than any real address (RFC 5321 caps a path at 254). */
export const emailLengthMax = 254;

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const passwordPattern = new RegExp(
  `^[A-Za-z][\\x21-\\x7e]{${passwordLengthMin - 1},${passwordLengthMax - 1}}$`,
);
const tradePasswordPattern = new RegExp(`^\\d{${tradePasswordLength}}$`);
const codePattern = new RegExp(`^\\d{${emailCodeLength}}$`);
/** Account name: a letter followed by 7 to 24 letters or digits (spec section 5). */
const accountNamePattern = /^[A-Za-z][A-Za-z0-9]{7,24}$/;
/** Phone: 1[3-8] plus 9 digits, or 09 plus 8 digits (spec section 5). */
const phonePattern = /^(1[3-8]\d{9}|09\d{8})$/;

/** Emails are compared and stored trimmed and lower-cased, so one address is one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Required text ignores whitespace (spec section 5). */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

export function checkEmail(email: string): RuleResult {
  const normalized = normalizeEmail(email);
  return normalized.length <= emailLengthMax && emailPattern.test(normalized) ? null : 'EMAIL_INVALID';
}

/** The login form only asks for something plausible; the real rule applies when a password is chosen. */
export function checkLoginPassword(password: string): RuleResult {
  return password.length >= loginPasswordLengthMin && password.length <= 128
    ? null
    : 'LOGIN_PASSWORD_INVALID';
}

/** A new login password: 8 to 24 printable characters, the first a letter. */
export function checkNewPassword(password: string): RuleResult {
  return passwordPattern.test(password) ? null : 'PASSWORD_RULE';
}

export function checkTradePassword(password: string): RuleResult {
  return tradePasswordPattern.test(password) ? null : 'TRADE_PASSWORD_RULE';
}

export function checkEmailCode(code: string): RuleResult {
  return codePattern.test(code.trim()) ? null : 'CODE_RULE';
}

export function checkPasswordsMatch(password: string, confirmation: string): RuleResult {
  return password === confirmation ? null : 'PASSWORDS_MISMATCH';
}

/** A real name: letters, marks, spaces and the punctuation of names in any script, with spaces collapsed. */
const realNamePattern = /^[\p{L}\p{M}\p{Zs}.'·-]+$/u;
/** An ID number: 4 or more letters, digits or dashes; spaces are ignored. */
const idNumberPattern = new RegExp(`^[A-Za-z0-9-]{4,${idNumberLengthMax}}$`);

export function normalizeRealName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

export function normalizeIdNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function checkRealName(value: string | undefined): RuleResult {
  if (value === undefined || isBlank(value)) return 'FIELD_MISSING';
  const name = normalizeRealName(value);
  return name.length <= realNameLengthMax && realNamePattern.test(name) ? null : 'FIELD_INVALID';
}

export function checkIdNumber(value: string | undefined): RuleResult {
  if (value === undefined || isBlank(value)) return 'FIELD_MISSING';
  return idNumberPattern.test(normalizeIdNumber(value)) ? null : 'FIELD_INVALID';
}

export function isAccountName(value: string): boolean {
  return accountNamePattern.test(value);
}

export function isPhoneNumber(value: string): boolean {
  return phonePattern.test(value);
}

/** The first failing rule of a form, in the order the fields appear. */
export function firstFailure(...results: RuleResult[]): RuleResult {
  return results.find((result) => result !== null) ?? null;
}
