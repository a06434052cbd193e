/**
 * The `code` values of the envelopes (ARCHITECTURE section 4): what the envelopes' shapes (envelopes.ts) and the
 * error table (errors.ts) both name, kept apart from both so that neither has to import the other.
 */

export const successCode = 1;
/** Code of a failed `{code, data, msg}` answer; the spec's clients treat anything but 1 (or 200) as failure. */
export const failureCode = 0;
/** The session is gone: the client logs the user out (spec section 8). */
export const sessionInvalidCode = -2;
export const bbSuccessCode = 200;
