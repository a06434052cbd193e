/**
 * Users for a benchmark, made the quick way: accounts created through the auth service with one password hash
 * (no mail codes), funded by operator credits in their coin account, and signed in through the login route, so
 * each has a real session token. Answers the services too, for figures measured below the HTTP layer.
 */
import pino from 'pino';
import { userPaths } from '../../src/common/api-paths';
import { createOutboxMailer } from '../../src/server/mail/mailer';
import { createOutboxRepo } from '../../src/server/mail/outbox-repo';
import { createPasswordHashing } from '../../src/server/modules/auth/password-hashing';
import { createAccountServices } from '../../src/server/services';
import type { BenchApp } from './bench-app';
import { drawPng } from '../../src/server/lib/png';

const password = 'Benchmark2026';

export interface BenchUser {
  token: string;
  userId: number;
}

export function servicesOfBench(bench: BenchApp) {
  const { database, clock, dataDir, serverSecret, feed } = bench.booted;
  return createAccountServices({
    db: database.db,
    clock,
    feed,
    dataDir,
    serverSecret,
    mailer: createOutboxMailer({
      outbox: createOutboxRepo(database.db),
      clock,
      log: pino({ level: 'silent' }),
      logBodies: false,
    }),
  });
}

/** `count` users, each credited `funds` (currency → amount) in the coin account and signed in. */
export async function createBenchUsers(bench: BenchApp, count: number, funds: Record<string, string>) {
  const services = servicesOfBench(bench);
  const passwordHash = await createPasswordHashing().hash(password);
  const users: BenchUser[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `bench.${index}@example.com`;
    const userId = await services.auth.createAccount({
      email,
      passwordHash,
      tradePasswordHash: passwordHash,
      inviterId: null,
      locale: 'en-US',
    });
    // Every money operation needs a verified identity (spec section 6): bench users trade, so they are verified.
    await services.kyc.seedVerified(userId, {
      realName: 'Bench Trader',
      idNumber: `BT${userId}`,
      front: { bytes: drawPng(40, 24, [200, 210, 220], []), mimeType: 'image/png' },
      back: { bytes: drawPng(40, 24, [120, 130, 140], []), mimeType: 'image/png' },
    });
    for (const [currency, amount] of Object.entries(funds)) {
      await services.wallet.credit({
        userId,
        currency,
        amount,
        reason: 'benchmark balance',
        reference: `bench:${userId}:${currency}`,
      });
    }
    const login = await bench.app.inject({
      method: 'POST',
      url: userPaths.login,
      payload: { account: email, password },
    });
    const body = login.json();
    if (body.code !== 1) throw new Error(`bench login failed: ${login.body}`);
    users.push({ token: body.data.token as string, userId });
  }
  return { users, services };
}
