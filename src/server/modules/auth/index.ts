/**
 * The auth module's public surface: what other modules may import from it (the lint rule server-boundaries
 * refuses anything else). Sessions are read by every private route.
 */
export type { AuthService } from './auth-service';
export type { ActiveSession, SessionStore } from './session-tokens';
export { createUserDirectory, type UserDirectory, type UserIdentity } from './user-directory-service';
