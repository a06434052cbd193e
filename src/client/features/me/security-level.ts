/**
 * The account's security level shown on the profile hub: one point for the login password (always set), one for
 * a trade password, one for verified identity. Three levels, so a user sees at a glance what is missing.
 */
import { kycStatus, type UserInfo } from '../../../common/user-types';

export type SecurityLevel = 'low' | 'medium' | 'high';

export interface SecurityFactors {
  tradePasswordSet: boolean;
  kycVerified: boolean;
}

/** The most points an account can have: login password, trade password, verified identity. */
export const securityScoreMax = 3;

export function securityFactorsOf(info: Pick<UserInfo, 'assetsPwd' | 'auth'>): SecurityFactors {
  return { tradePasswordSet: info.assetsPwd, kycVerified: info.auth === kycStatus.verified };
}

export function securityScore(factors: SecurityFactors): number {
  return 1 + (factors.tradePasswordSet ? 1 : 0) + (factors.kycVerified ? 1 : 0);
}

export function securityLevel(factors: SecurityFactors): SecurityLevel {
  const score = securityScore(factors);
  if (score >= securityScoreMax) return 'high';
  return score === securityScoreMax - 1 ? 'medium' : 'low';
}
