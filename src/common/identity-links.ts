/**
 * Where a refusal for a missing identity verification sends the user: both codes the server answers for it
 * (IDENTITY_VERIFICATION_REQUIRED before any operation, WITHDRAW_KYC_REQUIRED before a withdrawal) lead to the
 * verification screen, so a client can offer a "Verify now" link beside the message.
 */
import type { ErrorCode } from './errors';

/** The verification screen's hash route (spec section 2). */
export const identityVerificationRoute = '/me/verify';

const verificationCodes: ReadonlySet<string> = new Set<ErrorCode>([
  'IDENTITY_VERIFICATION_REQUIRED',
  'WITHDRAW_KYC_REQUIRED',
]);

/** The route that resolves this refusal, when it is a missing verification; undefined for any other code. */
export function verificationRouteFor(errorCode: string | undefined): string | undefined {
  return errorCode !== undefined && verificationCodes.has(errorCode) ? identityVerificationRoute : undefined;
}
