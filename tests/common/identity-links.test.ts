// Proves that both refusals for a missing identity verification link to the verification screen, and no other code does.
import { describe, expect, it } from 'vitest';
import { errorTable } from '../../src/common/errors';
import { identityVerificationRoute, verificationRouteFor } from '../../src/common/identity-links';

describe('verificationRouteFor', () => {
  it('links both verification codes to /me/verify', () => {
    expect(identityVerificationRoute).toBe('/me/verify');
    expect(verificationRouteFor('IDENTITY_VERIFICATION_REQUIRED')).toBe('/me/verify');
    expect(verificationRouteFor('WITHDRAW_KYC_REQUIRED')).toBe('/me/verify');
  });

  it('links no other code of the table, nor a missing one', () => {
    const others = Object.keys(errorTable).filter(
      (code) => code !== 'IDENTITY_VERIFICATION_REQUIRED' && code !== 'WITHDRAW_KYC_REQUIRED',
    );
    expect(others.length).toBeGreaterThan(100);
    for (const code of others) expect(verificationRouteFor(code), code).toBeUndefined();
    expect(verificationRouteFor(undefined)).toBeUndefined();
  });
});
