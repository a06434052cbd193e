// Proves the shared card rules: spaces removed, 12 to 19 digits, the Luhn check, and the mask that shows only the
// first and last four digits.
import { describe, expect, it } from 'vitest';
import { cardNumberDigits, isCardNumber } from '../../src/common/funding-rules';
import { maskCardNumber } from '../../src/common/mask';

describe('card numbers', () => {
  it('removes spaces and nothing else', () => {
    expect(cardNumberDigits(' 4111 1111\t1111 1111 ')).toBe('4111111111111111');
    expect(cardNumberDigits('4111-1111')).toBe('4111-1111');
  });

  it('accepts 12 to 19 Luhn-valid digits only', () => {
    expect(isCardNumber('4111111111111111')).toBe(true);
    expect(isCardNumber('622202123452')).toBe(true);
    expect(isCardNumber('6222021234567890128')).toBe(true);
    expect(isCardNumber('4111111111111112')).toBe(false);
    expect(isCardNumber('62220212345')).toBe(false);
    expect(isCardNumber('62220212345678901234')).toBe(false);
    expect(isCardNumber('4111 1111 1111 1111')).toBe(false);
    expect(isCardNumber('')).toBe(false);
  });

  it('masks all but the first and last four digits, hiding the length', () => {
    expect(maskCardNumber('6222021234567890128')).toBe('6222 **** **** 0128');
    expect(maskCardNumber('622202123452')).toBe('6222 **** **** 3452');
    expect(maskCardNumber('4111 1111 1111 1111')).toBe('4111 **** **** 1111');
    expect(maskCardNumber('12345678')).toBe('********');
  });
});
