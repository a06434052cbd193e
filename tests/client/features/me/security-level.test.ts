// Proves the security level: the login password alone is Low, one more factor (trade password or verified KYC) Medium, both High; under-review KYC does not count.
import { describe, expect, it } from 'vitest';
import { kycStatus } from '../../../../src/common/user-types';
import {
  securityFactorsOf,
  securityLevel,
  securityScore,
} from '../../../../src/client/features/me/security-level';

describe('securityLevel', () => {
  it('grades the three factors', () => {
    expect(securityLevel({ tradePasswordSet: false, kycVerified: false })).toBe('low');
    expect(securityLevel({ tradePasswordSet: true, kycVerified: false })).toBe('medium');
    expect(securityLevel({ tradePasswordSet: false, kycVerified: true })).toBe('medium');
    expect(securityLevel({ tradePasswordSet: true, kycVerified: true })).toBe('high');
    expect(securityScore({ tradePasswordSet: true, kycVerified: true })).toBe(3);
  });

  it('reads the factors from user info, counting only verified KYC', () => {
    expect(securityFactorsOf({ assetsPwd: true, auth: kycStatus.underReview })).toEqual({
      tradePasswordSet: true,
      kycVerified: false,
    });
    expect(securityFactorsOf({ assetsPwd: false, auth: kycStatus.verified }).kycVerified).toBe(true);
    expect(securityFactorsOf({ assetsPwd: false, auth: kycStatus.rejected }).kycVerified).toBe(false);
  });
});
