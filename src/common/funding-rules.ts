/**
 * The rules of what a user keeps for withdrawals, shared by the forms and the server: how many address-book entries
 * and bank cards, how long their texts, and what a card number is (digits only, Luhn-checked).
 */

/** Enough for every currency and network several times over; a bound on what one user can store. */
export const addressBookEntriesMax = 50;
/** The optional note of an address-book entry. */
export const addressRemarkLengthMax = 64;
/** Bank cards and collection accounts per user. */
export const bankCardsMax = 10;
export const bankNameLengthMax = 64;
export const cardHolderLengthMax = 64;
/** Payment card numbers (ISO/IEC 7812) have 12 to 19 digits. */
export const cardNumberDigitsMin = 12;
export const cardNumberDigitsMax = 19;

/** The digits of a card number as typed: spaces (and nothing else) removed. */
export function cardNumberDigits(input: string): string {
  return input.replace(/\s+/g, '');
}

/** The Luhn check digit rule every payment card number follows. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number.parseInt(digits[digits.length - 1 - index]!, 10);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether the digits (after cardNumberDigits) are a plausible card number: 12 to 19 digits, Luhn-valid. */
export function isCardNumber(digits: string): boolean {
  const pattern = new RegExp(`^\\d{${cardNumberDigitsMin},${cardNumberDigitsMax}}$`);
  return pattern.test(digits) && passesLuhn(digits);
}
