/** The public identifiers of an account: the user number shown in the app and the invite code it shares. */
import { randomInt } from 'node:crypto';

export const uidDigits = 8;
export const invitationCodeLength = 8;
/** No 0/O, 1/I/L: an invite code is read aloud and typed from posters. */
export const invitationCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newUid(): string {
  return String(randomInt(10 ** (uidDigits - 1), 10 ** uidDigits));
}

export function newInvitationCode(): string {
  let code = '';
  for (let index = 0; index < invitationCodeLength; index += 1) {
    code += invitationCodeAlphabet[randomInt(invitationCodeAlphabet.length)];
  }
  return code;
}

/** Invite codes are compared upper-cased and trimmed, as people type them. */
export function normalizeInvitationCode(code: string): string {
  return code.trim().toUpperCase();
}
