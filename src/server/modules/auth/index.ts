/**
 * The auth module's public surface: what other modules may import from it (the lint rule server-boundaries
 * refuses anything else). Sessions are read by every private route; the password hash is needed by the demo
 * seed, which creates its account through the auth service with an already hashed password.
 */
export type { AuthService } from './auth-service';
export type { ActiveSession, SessionStore } from './session-tokens';
export { hashPassword } from './password-hashing';
export { createUserDirectory, type UserDirectory, type UserIdentity } from './user-directory-service';
