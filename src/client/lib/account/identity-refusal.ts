/**
 * Money calls the server refuses until the user's identity is verified (docs/api.md: envelope field `error`).
 * Wherever such a refusal is shown, it carries the way to do it: a link to identity verification, so the user
 * is not left to find the screen alone.
 */
import { msg } from '@lingui/core/macro';
import { ApiFailure } from '../http/api-failure';
import type { NotificationAction } from '../notify/notify-store';

/** The error names of the shared table (src/common/errors.ts) that mean "verify your identity first". */
export const identityRefusalCodes: ReadonlySet<string> = new Set([
  'IDENTITY_VERIFICATION_REQUIRED',
  'WITHDRAW_KYC_REQUIRED',
]);

export const identityVerifyPath = '/me/verify';

export const verifyIdentityAction: NotificationAction = {
  label: msg`Verify your identity`,
  path: identityVerifyPath,
};

/** The link a refusal should carry, if any. */
export function refusalAction(error: unknown): NotificationAction | undefined {
  return error instanceof ApiFailure &&
    error.errorCode !== undefined &&
    identityRefusalCodes.has(error.errorCode)
    ? verifyIdentityAction
    : undefined;
}
