// Proves the one masking rule of both sides: emails keep their first letter and domain, ID numbers only their ends, and masking twice hides nothing more.
import { describe, expect, it } from 'vitest';
import { maskEmail, maskIdNumber } from '../../src/common/mask';

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('john@example.com')).toBe('j***@example.com');
    expect(maskEmail('j@example.com')).toBe('j***@example.com');
    expect(maskEmail('  Jane.Doe+x@mail.example.org ')).toBe('J***@mail.example.org');
  });

  it('never shows a whole value that is not an address', () => {
    expect(maskEmail('')).toBe('');
    expect(maskEmail('nodomain')).toBe('n***');
    expect(maskEmail('@example.com')).toBe('@***');
  });
});

describe('maskIdNumber', () => {
  it('keeps the first three and last four characters of a long number', () => {
    expect(maskIdNumber('110101199003074512')).toBe('110***********4512');
    expect(maskIdNumber('K1234567890')).toBe('K12****7890');
  });

  it('keeps one and two of a short number, and hides a very short one whole', () => {
    expect(maskIdNumber('AB12345')).toBe('A****45');
    expect(maskIdNumber('12345')).toBe('*****');
    expect(maskIdNumber('')).toBe('');
  });

  it('leaves a masked value as it is, so the server’s answer can be shown through it', () => {
    expect(maskIdNumber('110***********4512')).toBe('110***********4512');
    expect(maskIdNumber(maskIdNumber('AB12345'))).toBe('A****45');
  });
});
