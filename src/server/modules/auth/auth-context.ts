/** What the account services need to know about the request they serve, without depending on Fastify's types. */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Locale } from '../../../common/locales';
import type { Database } from '../../db/client';
import type { KeyedHasher } from '../../lib/keyed-hash';
import type { Throttle } from '../../lib/throttle';
import type { Mailer } from '../../mail/mailer';
import type { Clock } from '../../lib/clock';
import type { EmailCodes } from './email-codes';
import type { SessionStore } from './session-tokens';
import type { PasswordHashing } from './password-hashing';
import type { UsersRepo } from './users-repo';

export interface RequestContext {
  /** request.ip: the socket's peer, or the forwarded address when TRUST_PROXY says whom to believe. */
  clientAddress: string;
  locale: Locale;
  log: FastifyBaseLogger;
}

export function contextOf(request: FastifyRequest): RequestContext {
  return { clientAddress: request.ip, locale: request.locale, log: request.log };
}

export interface AuthDependencies {
  db: Database;
  clock: Clock;
  users: UsersRepo;
  sessions: SessionStore;
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
