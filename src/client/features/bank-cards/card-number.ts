/**
 * The card-number field as the user types: only digits are kept, shown in groups of four, and the length and the
 * Luhn check digit are judged live by the server's own rule (src/common/funding-rules.ts).
 */
import { cardNumberDigitsMax, cardNumberDigitsMin, isCardNumber } from '../../../common/funding-rules';

export { cardNumberDigitsMax, cardNumberDigitsMin };
const groupSize = 4;

/** The digits of whatever was typed or pasted ("6222-0212 3456" → "622202123456"), at most 19. */
export function cardDigits(input: string): string {
  return input.replace(/\D+/g, '').slice(0, cardNumberDigitsMax);
}

/** "6222021234567890123" → "6222 0212 3456 7890 123". */
export function groupCardDigits(digits: string): string {
  return (digits.match(new RegExp(`\\d{1,${groupSize}}`, 'g')) ?? []).join(' ');
}

export type CardNumberStatus = 'empty' | 'too-short' | 'check-digit' | 'valid';

/** Where the number stands: still too short, long enough but with a wrong check digit, or a valid number. */
export function cardNumberStatus(digits: string): CardNumberStatus {
  if (digits === '') return 'empty';
  if (digits.length < cardNumberDigitsMin) return 'too-short';
  return isCardNumber(digits) ? 'valid' : 'check-digit';
}

/**
 * Where the caret belongs after regrouping: after the same number of digits as before it, so typing or deleting
 * in the middle of the number does not throw the caret to the end.
 */
export function caretAfterGrouping(typed: string, caret: number, grouped: string): number {
  const digitsBefore = cardDigits(typed.slice(0, caret)).length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < grouped.length; index += 1) {
    if (/\d/.test(grouped.charAt(index))) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return grouped.length;
}
