/** How private identifiers are shown on screen: enough to recognise them, not enough to copy them. */

/** "john@example.com" → "j***@example.com"; the domain stays readable so the user knows which address it is. */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed === '' ? '' : `${trimmed.charAt(0)}***`;
  return `${trimmed.charAt(0)}***${trimmed.slice(at)}`;
}

/** Characters kept at each end of a long ID number; short ones keep one at each end. */
const idKeptStart = 3;
const idKeptEnd = 4;
const idShortLengthMax = 8;

/**
 * Masks an ID number like the server does. The server already sends it masked; an answer that contains a mask
 * character is shown as it is, so masking twice never hides more than the server meant to.
 */
export function maskIdNumber(idNumber: string): string {
  const value = idNumber.trim();
  if (value === '' || value.includes('*')) return value;
  if (value.length <= 2) return '*'.repeat(value.length);
  if (value.length <= idShortLengthMax) {
    return `${value.charAt(0)}${'*'.repeat(value.length - 2)}${value.charAt(value.length - 1)}`;
  }
  const hidden = value.length - idKeptStart - idKeptEnd;
  return `${value.slice(0, idKeptStart)}${'*'.repeat(hidden)}${value.slice(-idKeptEnd)}`;
}
