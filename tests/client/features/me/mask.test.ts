// Proves emails show as first letter, *** and the domain, and ID numbers keep only their ends (and are not masked twice).
import { describe, expect, it } from 'vitest';
import { maskEmail, maskIdNumber } from '../../../../src/client/features/me/mask';

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
  });

  it('keeps one at each end of a short number', () => {
    expect(maskIdNumber('AB12345')).toBe('A*****5');
    expect(maskIdNumber('12')).toBe('**');
  });

  it('shows the server’s masked value as it is', () => {
    expect(maskIdNumber('110***4512')).toBe('110***4512');
  });
});
