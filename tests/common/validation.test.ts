// Proves the shared validation rules of spec section 5, which the forms and the server both call, accept and refuse what the spec says.
import { describe, expect, it } from 'vitest';
import { errorTable } from '../../src/common/errors';
import {
  checkEmailCharacters,
  loginPasswordLengthMax,
  passwordSymbols,
  checkEmail,
  checkEmailCode,
  checkIdNumber,
  checkLoginPassword,
  checkNewPassword,
  checkPasswordsMatch,
  checkRealName,
  checkTradePassword,
  firstFailure,
  isAccountName,
  isBlank,
  isPhoneNumber,
  normalizeEmail,
  normalizeIdNumber,
  normalizeRealName,
} from '../../src/common/validation';

describe('account rules', () => {
  it('accepts a valid email and refuses anything else with "Please enter your email"', () => {
    expect(checkEmail(' Ada@Example.com ')).toBeNull();
    for (const bad of ['', 'ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com']) {
      expect(checkEmail(bad)).toBe('EMAIL_INVALID');
    }
    expect(normalizeEmail(' Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('normalises an email with NFKC, so fullwidth letters are the same address', () => {
    expect(normalizeEmail('ＡＤＡ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('ada@example.com');
    expect(checkEmail('ａｄａ@example.com')).toBeNull();
  });

  it('refuses invisible characters anywhere in an email', () => {
    const invisibles = [
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u00ad',
      '\u202e',
      '\u2066',
      '\u200e',
    ];
    for (const invisible of invisibles) {
      expect(checkEmail(`ad${invisible}a@example.com`), `U+${invisible.codePointAt(0)?.toString(16)}`).toBe(
        'EMAIL_CHARACTERS',
      );
      expect(checkEmail(`ada@exam${invisible}ple.com`)).toBe('EMAIL_CHARACTERS');
    }
    expect(checkEmail('\ufeffada@example.com')).toBe('EMAIL_CHARACTERS');
    expect(checkEmail('ad\u3164a@example.com')).toBe('EMAIL_CHARACTERS');
    // Ordinary spaces around a pasted address are trimmed, not refused.
    expect(checkEmail(' ada@example.com\n')).toBeNull();
  });

  it('refuses a local part that mixes Latin with Cyrillic or Greek, and accepts one script or a CJK mix', () => {
    // "pаypal" with a Cyrillic а, and "pοst" with a Greek omicron.
    expect(checkEmail('p\u0430ypal@example.com')).toBe('EMAIL_CHARACTERS');
    expect(checkEmail('p\u03bfst@example.com')).toBe('EMAIL_CHARACTERS');
    expect(checkEmail('\u0430\u03b2@example.com')).toBe('EMAIL_CHARACTERS');
    expect(checkEmailCharacters('иван@example.com')).toBeNull();
    expect(checkEmailCharacters('ada.lovelace+1@example.com')).toBeNull();
    expect(checkEmailCharacters('taro山田たろう@example.jp')).toBeNull();
    expect(checkEmailCharacters('kim김민준@example.kr')).toBeNull();
    expect(checkEmailCharacters('김たろう@example.kr')).toBe('EMAIL_CHARACTERS');
  });

  it('asks the login form for 6 to 128 characters, and says which end was missed', () => {
    expect(checkLoginPassword('abcdef')).toBeNull();
    expect(checkLoginPassword('abcde')).toBe('LOGIN_PASSWORD_INVALID');
    expect(checkLoginPassword('')).toBe('LOGIN_PASSWORD_INVALID');
    expect(checkLoginPassword('a'.repeat(loginPasswordLengthMax))).toBeNull();
    expect(checkLoginPassword('a'.repeat(loginPasswordLengthMax + 1))).toBe('LOGIN_PASSWORD_TOO_LONG');
  });

  it('wants a new password of 8 to 24 characters starting with a letter', () => {
    expect(checkNewPassword('Petrel2026')).toBeNull();
    expect(checkNewPassword('a'.repeat(24))).toBeNull();
    expect(checkNewPassword('a'.repeat(25))).toBe('PASSWORD_RULE');
    expect(checkNewPassword('Short1')).toBe('PASSWORD_RULE');
    expect(checkNewPassword('1Petrel2026')).toBe('PASSWORD_RULE');
    expect(checkNewPassword('Petrel 2026')).toBe('PASSWORD_RULE');
  });

  it('allows English letters, digits and every listed symbol, and says so in its message', () => {
    expect(checkNewPassword(`Pa${passwordSymbols.slice(0, 22)}`)).toBeNull();
    expect(checkNewPassword(`Pa${passwordSymbols.slice(22)}`)).toBeNull();
    for (const bad of ['Petrel😀2026', 'Petrel 2026', 'Pétrel2026', 'Petrel２０２６', 'Петрел2026']) {
      expect(checkNewPassword(bad), bad).toBe('PASSWORD_RULE');
    }
    // The message a refusal shows names what is allowed, not only length and first letter.
    expect(errorTable.PASSWORD_RULE.message.message).toMatch(/letters, digits and keyboard symbols/);
    expect(errorTable.PASSWORD_RULE.message.message).toMatch(/no spaces or emoji/);
  });

  it('wants a trade password and a code of exactly 6 digits', () => {
    expect(checkTradePassword('246810')).toBeNull();
    for (const bad of ['24681', '2468100', '24681a', ''])
      expect(checkTradePassword(bad)).toBe('TRADE_PASSWORD_RULE');
    expect(checkEmailCode(' 123456 ')).toBeNull();
    expect(checkEmailCode('12345')).toBe('CODE_RULE');
  });

  it('compares confirmations and reports the first failure in field order', () => {
    expect(checkPasswordsMatch('Petrel2026', 'Petrel2026')).toBeNull();
    expect(checkPasswordsMatch('Petrel2026', 'Petrel2027')).toBe('PASSWORDS_MISMATCH');
    expect(firstFailure(null, 'PASSWORD_RULE', 'PASSWORDS_MISMATCH')).toBe('PASSWORD_RULE');
    expect(firstFailure(null, null)).toBeNull();
  });
});

describe('helper rules', () => {
  it('follows the spec’s account name, phone and blank rules', () => {
    expect(isAccountName('petrel2026')).toBe(true);
    expect(isAccountName('p1234567')).toBe(true);
    expect(isAccountName('p123456')).toBe(false);
    expect(isAccountName('2petrel2026')).toBe(false);
    expect(isPhoneNumber('13812345678')).toBe(true);
    expect(isPhoneNumber('0912345678')).toBe(true);
    expect(isPhoneNumber('12812345678')).toBe(false);
    expect(isBlank('   ')).toBe(true);
    expect(isBlank(' x ')).toBe(false);
  });
});

describe('identity rules', () => {
  it('accepts names in any script and refuses digits or symbols', () => {
    expect(checkRealName('Ada Lovelace')).toBeNull();
    expect(checkRealName('王小明')).toBeNull();
    expect(checkRealName('김민준')).toBeNull();
    expect(checkRealName("O'Brien-Smith")).toBeNull();
    expect(checkRealName('R2D2')).toBe('FIELD_INVALID');
    expect(checkRealName('  ')).toBe('FIELD_MISSING');
    expect(checkRealName('a'.repeat(65))).toBe('FIELD_INVALID');
    expect(normalizeRealName('  Ada   Lovelace ')).toBe('Ada Lovelace');
  });

  it('accepts ID numbers of letters, digits and dashes, ignoring spaces', () => {
    expect(checkIdNumber('K123 4567 890')).toBeNull();
    expect(checkIdNumber('AB-12')).toBeNull();
    expect(checkIdNumber('A1')).toBe('FIELD_INVALID');
    expect(checkIdNumber('K12/345')).toBe('FIELD_INVALID');
    expect(checkIdNumber(undefined)).toBe('FIELD_MISSING');
    expect(normalizeIdNumber('k12 3456')).toBe('K123456');
  });
});
