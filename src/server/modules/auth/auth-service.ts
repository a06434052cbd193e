/**
 * The account area's one service: codes, accounts and sessions, passwords. Other areas reach accounts only
 * through it; money actions call `verifyTradePassword(userId, password)` and nothing else to check a trade
 * password. The user's own security (sign-ins, other devices, the anti-phishing code) is here too.
 */
import type { AuthDependencies } from './auth-context';
import { createAccountService } from './account-service';
import { createCodeSender } from './code-sender';
import { createPasswordService } from './password-service';
import { createSafetyService } from './safety-service';
import { createUserAdmin } from './user-admin-service';

export function createAuthService(deps: AuthDependencies) {
  const passwords = createPasswordService(deps);
  return {
    ...createCodeSender(deps),
    ...createAccountService(deps),
    ...passwords,
    ...createSafetyService(deps, passwords.verifyTradePassword),
    /** Operators' user administration (find, freeze, unfreeze, log out): user-admin-service.ts. */
    userAdmin: createUserAdmin(deps),
    /** For the demo seed, which creates its account with already hashed passwords. */
    hashPassword: deps.passwords.hash,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** The trade-password check money actions depend on, as a narrow type they can ask for. */
export type VerifyTradePassword = AuthService['verifyTradePassword'];
