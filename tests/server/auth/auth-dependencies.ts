/**
 * The account services' dependencies over a test app's database and clock, for tests that watch or break one
 * of them (count the calls a request makes, or make a step fail) and call a service directly.
 */
import pino from 'pino';
import { createKeyedHasher } from '../../../src/server/lib/keyed-hash';
import { createThrottle } from '../../../src/server/lib/throttle';
import { createOutboxMailer } from '../../../src/server/mail/mailer';
import { createOutboxRepo } from '../../../src/server/mail/outbox-repo';
import type { AuthDependencies, RequestContext } from '../../../src/server/modules/auth/auth-context';
import { createEmailCodes } from '../../../src/server/modules/auth/email-codes';
import { createLoginHistoryRepo } from '../../../src/server/modules/auth/login-history-repo';
import { createSessionStore } from '../../../src/server/modules/auth/session-tokens';
import { createUsersRepo } from '../../../src/server/modules/auth/users-repo';
import { testPasswordHashing } from '../support/password-cost';
import { testServerSecret, type TestApp } from '../support/test-app';

export function authDependencies(t: TestApp): AuthDependencies {
  const db = t.database.handle.db;
  const clock = () => t.clock.nowMs;
  const hasher = createKeyedHasher(testServerSecret);
  return {
    db,
    clock,
    users: createUsersRepo(db),
    sessions: createSessionStore(db, clock),
    loginHistory: createLoginHistoryRepo(db),
    codes: createEmailCodes(db, clock, hasher),
    throttle: createThrottle(db, clock, hasher),
    hasher,
    passwords: testPasswordHashing,
    mailer: createOutboxMailer({
      outbox: createOutboxRepo(db),
      clock,
      log: pino({ level: 'silent' }),
      logBodies: false,
    }),
  };
}

export function requestContext(clientAddress: string): RequestContext {
  return { clientAddress, locale: 'en-US', log: pino({ level: 'silent' }), userAgent: '' };
}

/**
 * The same object, with every method call appended to `calls` as "name.method" (calls a method makes on its own
 * object are not seen, only the ones the caller makes).
 */
export function recordCalls<T extends object>(name: string, target: T, calls: string[]): T {
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(`${name}.${String(key)}`);
        return (value as (...parameters: unknown[]) => unknown).apply(object, args);
      };
    },
  });
}
