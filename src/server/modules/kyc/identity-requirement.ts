/**
 * Identity verification before operations (spec section 6): every operation that moves a user's money needs a
 * verified identity unless the operator relaxes it for that kind of operation with its parameter
 * (`kyc_required_<operation>`: '1' required, the default, or '0' not). Services receive the check bound to their
 * operation (RequireIdentity) and call it before any money moves.
 */
import { paramNames } from '../../../common/api-paths';

export const identityOperations = [
  'transfer',
  'spot',
  'contract',
  'second',
  'exchange',
  'launchpad',
  'withdraw',
] as const;

export type IdentityOperation = (typeof identityOperations)[number];

/** The parameter that says whether an operation needs a verified identity. */
export const identityParamOf: Record<IdentityOperation, string> = {
  transfer: paramNames.kycRequiredTransfer,
  spot: paramNames.kycRequiredSpot,
  contract: paramNames.kycRequiredContract,
  second: paramNames.kycRequiredSecond,
  exchange: paramNames.kycRequiredExchange,
  launchpad: paramNames.kycRequiredLaunchpad,
  withdraw: paramNames.kycRequiredWithdraw,
};

/** The values such a parameter may take; anything else is refused when an operator sets it. */
export const identityRequiredValue = '1';
export const identityNotRequiredValue = '0';
export const identitySwitchValues: readonly string[] = [identityRequiredValue, identityNotRequiredValue];

/** The check of one operation, as a service receives it: resolves, or refuses with a translated ApiError. */
export type RequireIdentity = (userId: number) => Promise<void>;
