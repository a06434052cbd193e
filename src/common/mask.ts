/**
 * How private identifiers are shown, on screen and in the server's logs and answers: enough for the owner to
 * recognise them, not enough to copy or harvest them. One rule each, used by both sides.
 */

/** "john@example.com" → "j***@example.com"; the domain stays readable so the user knows which address it is. */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed === '' ? '' : `${trimmed.charAt(0)}***`;
  return `${trimmed.charAt(0)}***${trimmed.slice(at)}`;
}

/** A long ID number (a national ID has 15 to 18 characters) keeps its first 3 and last 4 characters. */
const idLongLengthMin = 10;
/** A short one (a passport number) keeps 1 and 2; anything shorter is hidden whole, as too easy to guess. */
const idShortLengthMin = 6;

/**
 * "110101199003074512" → "110***********4512". Masking a masked value changes nothing (the kept ends and the
 * length stay), so the client can show what the server sent through the same function.
 */
export function maskIdNumber(idNumber: string): string {
  const value = idNumber.trim();
  const length = value.length;
  const [head, tail] = length >= idLongLengthMin ? [3, 4] : length >= idShortLengthMin ? [1, 2] : [0, 0];
  return `${value.slice(0, head)}${'*'.repeat(length - head - tail)}${value.slice(length - tail)}`;
}

/** Digits a masked card number shows at each end. */
const cardEndDigits = 4;

/**
 * "6222021234567890123" → "6222 **** **** 0123": the first four and the last four digits, the rest hidden (and its
 * length with it). Bank cards only ever leave the server in this form.
 */
export function maskCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/\s+/g, '');
  if (digits.length <= cardEndDigits * 2) return '*'.repeat(digits.length);
  return `${digits.slice(0, cardEndDigits)} **** **** ${digits.slice(-cardEndDigits)}`;
}

/**
 * Characters an anti-phishing code keeps at each end when shown (docs/security.md "Anti-phishing code"): two of a
 * code of eight or more, one of a shorter one, so a four-character code still hides half of itself.
 */
const antiPhishingLongLengthMin = 8;
/** Stars that stand for the hidden middle, whatever its length, so the length is not shown either. */
const antiPhishingHiddenMark = '****';

/**
 * "Petrel2026" → "Pe****26", "ab12" → "a****2": the owner recognises it, someone who only sees the screen (or a stolen session) cannot
 * copy it into a forged mail. Codes only ever leave the server in this form.
 */
export function maskAntiPhishingCode(code: string): string {
  const value = code.trim();
  const kept = value.length >= antiPhishingLongLengthMin ? 2 : 1;
  return `${value.slice(0, kept)}${antiPhishingHiddenMark}${value.slice(-kept)}`;
}
