/**
 * The validation rules of the spec (section 5), defined once: the client's forms and the server's handlers call
 * these same functions, and a failure names an entry of the error table, whose message both sides translate.
 */
import type { ErrorCode } from './errors';
import { idNumberLengthMax, realNameLengthMax } from './user-types';

/** A rule passes (null) or names the error to show. */
export type RuleResult = ErrorCode | null;

export const loginPasswordLengthMin = 6;
/** Far above any password this platform accepts (24), so a paste of a long manager password still reaches the check. */
export const loginPasswordLengthMax = 128;
export const passwordLengthMin = 8;
export const passwordLengthMax = 24;
export const tradePasswordLength = 6;
export const emailCodeLength = 6;
export const antiPhishingCodeLengthMin = 4;
export const antiPhishingCodeLengthMax = 20;
/** Longer than any real address (RFC 5321 caps a path at 254). */
export const emailLengthMax = 254;

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/**
 * The symbols a login password may contain besides English letters and digits: every printable ASCII symbol, i.e.
 * what an English keyboard types. Spaces, emoji and other scripts are refused, because they type differently (or
 * not at all) on another phone's keyboard and would lock the owner out.
 */
export const passwordSymbols = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
/** An English letter, then printable ASCII without the space: letters, digits and `passwordSymbols`. */
const passwordPattern = new RegExp(
  `^[A-Za-z][\\x21-\\x7e]{${passwordLengthMin - 1},${passwordLengthMax - 1}}$`,
);
const tradePasswordPattern = new RegExp(`^\\d{${tradePasswordLength}}$`);
/**
 * English letters and digits only, so the code reads the same in every language's mail and cannot carry a line
 * break or a look-alike letter from another script; at least one letter, so it is never mistaken for the numeric
 * verification code printed in the same mail (docs/security.md "Anti-phishing code").
 */
const antiPhishingCodePattern = new RegExp(
  `^(?=.*[A-Za-z])[A-Za-z0-9]{${antiPhishingCodeLengthMin},${antiPhishingCodeLengthMax}}$`,
);
const codePattern = new RegExp(`^\\d{${emailCodeLength}}$`);
/** Account name: a letter followed by 7 to 24 letters or digits (spec section 5). */
const accountNamePattern = /^[A-Za-z][A-Za-z0-9]{7,24}$/;
/** Phone: 1[3-8] plus 9 digits, or 09 plus 8 digits (spec section 5). */
const phonePattern = /^(1[3-8]\d{9}|09\d{8})$/;

import { normalizeEmail } from './email-normalize';

export { normalizeEmail };

/**
 * Characters that show nothing (or change the order of what is shown): controls, format characters and Unicode's
 * default-ignorable code points (zero-width spaces and joiners, bidi controls, the soft hyphen, the byte-order mark,
 * variation selectors, the Hangul fillers), and the blank Braille pattern. An address containing one looks like
 * another address, so it is refused.
 */
const invisibleCharacterPattern = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;

/**
 * The scripts a local part's letters are sorted into. Letters of any other script count as one more script, so a
 * mix with them is refused as well.
 */
const letterScripts: ReadonlyArray<readonly [string, RegExp]> = [
  ['Latin', /\p{Script=Latin}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Han', /\p{Script=Han}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Bopomofo', /\p{Script=Bopomofo}/u],
];

/**
 * Script sets a local part may mix, after Unicode's "highly restrictive" profile (UTS #39): Latin with the scripts
 * Japanese, Chinese and Korean are written in together. Anything else (Latin with Cyrillic or Greek, say) is how
 * look-alike addresses are made.
 */
const allowedScriptMixes: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

function scriptsOfLetters(text: string): Set<string> {
  const scripts = new Set<string>();
  for (const character of text) {
    if (!/\p{L}/u.test(character)) continue;
    scripts.add(letterScripts.find(([, pattern]) => pattern.test(character))?.[0] ?? 'Other');
  }
  return scripts;
}

function isSingleScript(text: string): boolean {
  const scripts = scriptsOfLetters(text);
  if (scripts.size <= 1) return true;
  return allowedScriptMixes.some((mix) => [...scripts].every((script) => mix.has(script)));
}

/**
 * Refuses an address that would pass for another: invisible characters anywhere (ordinary spaces around it are
 * trimmed, as people paste them), or letters of confusable scripts mixed in the part before the @.
 */
export function checkEmailCharacters(email: string): RuleResult {
  const trimmed = email.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
  if (invisibleCharacterPattern.test(trimmed)) return 'EMAIL_CHARACTERS';
  const normalized = normalizeEmail(trimmed);
  const localPart = normalized.slice(0, normalized.lastIndexOf('@'));
  return isSingleScript(localPart) ? null : 'EMAIL_CHARACTERS';
}

/** Required text ignores whitespace (spec section 5). */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** A well-formed address (after normalisation) whose characters cannot pass for another address. */
export function checkEmail(email: string): RuleResult {
  // Characters first: a zero-width space or a byte-order mark also breaks the format, but the person needs to
  // hear that something hidden is in the address, which "enter your email" would not tell them.
  const characters = checkEmailCharacters(email);
  if (characters) return characters;
  const normalized = normalizeEmail(email);
  return normalized.length <= emailLengthMax && emailPattern.test(normalized) ? null : 'EMAIL_INVALID';
}

/** The login form only asks for something plausible; the real rule applies when a password is chosen. */
export function checkLoginPassword(password: string): RuleResult {
  if (password.length > loginPasswordLengthMax) return 'LOGIN_PASSWORD_TOO_LONG';
  return password.length >= loginPasswordLengthMin ? null : 'LOGIN_PASSWORD_INVALID';
}

/**
 * A new login password: 8 to 24 characters, the first an English letter, the rest English letters, digits or
 * `passwordSymbols` (printable ASCII, no spaces, no emoji).
 */
export function checkNewPassword(password: string): RuleResult {
  return passwordPattern.test(password) ? null : 'PASSWORD_RULE';
}

export function checkTradePassword(password: string): RuleResult {
  return tradePasswordPattern.test(password) ? null : 'TRADE_PASSWORD_RULE';
}

/** Checked as typed, after trimming the ends: the code is stored and mailed exactly as the user wrote it. */
export function checkAntiPhishingCode(code: string): RuleResult {
  return antiPhishingCodePattern.test(code.trim()) ? null : 'ANTI_PHISHING_CODE_RULE';
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
