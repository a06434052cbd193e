// Proves the card-number input: only digits are kept (at most 19), they are grouped in fours, the caret stays
// after the same digit when regrouping, and the live status tells too short, wrong check digit and valid apart.
import { describe, expect, it } from 'vitest';
import {
  caretAfterGrouping,
  cardDigits,
  cardNumberStatus,
  groupCardDigits,
} from '../../../../src/client/features/bank-cards/card-number';
import { checkCardNumber } from '../../../../src/client/features/bank-cards/bank-card-rules';

describe('card number input', () => {
  it('keeps only digits, at most 19', () => {
    expect(cardDigits('4111-1111 1111.1111')).toBe('4111111111111111');
    expect(cardDigits('62220212345678901234567')).toBe('6222021234567890123');
  });

  it('groups in fours while typing', () => {
    expect(groupCardDigits('')).toBe('');
    expect(groupCardDigits('4111')).toBe('4111');
    expect(groupCardDigits('41111')).toBe('4111 1');
    expect(groupCardDigits('6222021234567890123')).toBe('6222 0212 3456 7890 123');
  });

  it('keeps the caret after the digit just typed', () => {
    // Typing "9" after "4111" in "4111 1111": the text becomes "41119 1111", regrouped "4111 9111 1".
    expect(caretAfterGrouping('41119 1111', 5, '4111 9111 1')).toBe(6);
    // Typing at the end moves past the new space.
    expect(caretAfterGrouping('41111', 5, '4111 1')).toBe(6);
    expect(caretAfterGrouping('', 0, '')).toBe(0);
  });

  it('tells too short, a wrong check digit and a valid number apart', () => {
    expect(cardNumberStatus('')).toBe('empty');
    expect(cardNumberStatus('41111111111')).toBe('too-short');
    expect(cardNumberStatus('4111111111111111')).toBe('valid');
    expect(cardNumberStatus('4111111111111112')).toBe('check-digit');
    expect(cardNumberStatus('6222021234567890')).toBe('check-digit');
    expect(cardNumberStatus('79927398713')).toBe('too-short');
    expect(cardNumberStatus('000079927398713')).toBe('valid');
  });

  it('is a form rule: missing, invalid or fine', () => {
    expect(checkCardNumber('')).toBe('FIELD_MISSING');
    expect(checkCardNumber('4111111111111112')).toBe('CARD_NUMBER_INVALID');
    expect(checkCardNumber('4111111111111111')).toBeNull();
  });
});
