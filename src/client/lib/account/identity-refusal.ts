/**
 * Money calls the server refuses until the user's identity is verified (docs/api.md: envelope field `error`).
 * Wherever such a refusal is shown, it carries the way to do it: a link to identity verification, so the user
 * is not left to find the screen alone.
 */
import { msg } from '@lingui/core/macro';
import { identityVerificationRoute, verificationRouteFor } from '../../../common/identity-links';
import { ApiFailure } from '../http/api-failure';
import type { NotificationAction } from '../notify/notify-store';

export const verifyIdentityAction: NotificationAction = {
  label: msg`Verify your identity`,
  path: identityVerificationRoute,
};

/** The link a refusal should carry, if any. */
export function refusalAction(error: unknown): NotificationAction | undefined {
  return error instanceof ApiFailure && verificationRouteFor(error.errorCode) !== undefined
    ? verifyIdentityAction
    : undefined;
}
