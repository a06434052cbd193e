// Proves the shared validation rules of spec section 5, which the forms and the server both call, accept and refuse what the spec says.
import { describe, expect, it } from 'vitest';
import {
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

  it('asks the login form for at least 6 characters', () => {
    expect(checkLoginPassword('abcdef')).toBeNull();
    expect(checkLoginPassword('abcde')).toBe('LOGIN_PASSWORD_INVALID');
    expect(checkLoginPassword('')).toBe('LOGIN_PASSWORD_INVALID');
  });

  it('wants a new password of 8 to 24 characters starting with a letter', () => {
    expect(checkNewPassword('Petrel2026')).toBeNull();
    expect(checkNewPassword('a'.repeat(24))).toBeNull();
    expect(checkNewPassword('a'.repeat(25))).toBe('PASSWORD_RULE');
    expect(checkNewPassword('Short1')).toBe('PASSWORD_RULE');
    expect(checkNewPassword('1Petrel2026')).toBe('PASSWORD_RULE');
    expect(checkNewPassword('Petrel 2026')).toBe('PASSWORD_RULE');
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
