/**
 * Emails are compared and stored trimmed, NFKC-normalised and lower-cased, so one address is one account: a
 * fullwidth `ｕｓｅｒ＠example.com` is `user@example.com`. NFKC runs again after lower-casing, which can undo it.
 * Apart from validation.ts (which re-exports it) so that the app's start-up, which keys its caches by the signed-in
 * email, does not carry every rule of the forms.
 */
export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFKC').toLowerCase().normalize('NFKC');
}
