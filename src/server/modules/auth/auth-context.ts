/** What the account services need to know about the request they serve, without depending on Fastify's types. */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Locale } from '../../../common/locales';
import type { Database } from '../../db/client';
import type { KeyedHasher } from '../../lib/keyed-hash';
import type { Throttle } from '../../lib/throttle';
import type { Mailer } from '../../mail/mailer';
import type { Clock } from '../../lib/clock';
import type { EmailCodes } from './email-codes';
import type { LoginHistoryRepo } from './login-history-repo';
import type { SessionStore } from './session-tokens';
import type { PasswordHashing } from './password-hashing';
import type { UsersRepo } from './users-repo';

export interface RequestContext {
  /** request.ip: the socket's peer, or the forwarded address when TRUST_PROXY says whom to believe. */
  clientAddress: string;
  locale: Locale;
  log: FastifyBaseLogger;
  /** The User-Agent header, cut to `userAgentLengthMax` characters ('' when absent). */
  userAgent: string;
}

/** Real browsers send 100 to 300 characters; the rest of a longer text names no device, and is not stored. */
export const userAgentLengthMax = 512;

export function contextOf(request: FastifyRequest): RequestContext {
  const userAgent = request.headers['user-agent'] ?? '';
  return {
    clientAddress: request.ip,
    locale: request.locale,
    log: request.log,
    userAgent: userAgent.slice(0, userAgentLengthMax),
  };
}

export interface AuthDependencies {
  db: Database;
  clock: Clock;
  users: UsersRepo;
  sessions: SessionStore;
  loginHistory: LoginHistoryRepo;
  codes: EmailCodes;
  throttle: Throttle;
  hasher: KeyedHasher;
  mailer: Mailer;
  passwords: PasswordHashing;
}

/**
 * How a refusal names the account in the log: a short keyed hash (the same address always gives the same
 * reference, so an operator can follow an attack) and the domain, never the address itself.
 */
export function accountForLog(hasher: KeyedHasher, email: string): { account: string; domain: string } {
  return { account: hasher.hash('log-account', email).slice(0, 16), domain: email.split('@')[1] ?? '' };
}
