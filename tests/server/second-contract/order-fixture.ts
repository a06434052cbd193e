/**
 * Many timed orders, fast, through the real services (no HTTP): users created with an already hashed password, each
 * funded by an operator credit to the coin account and a transfer to the contract account (the ledger movements the
 * ops credit and the transfer call post), then orders opened with `secondContract.createOrder`, so every order has
 * its row and its `second:<id>:open` movement exactly as the route makes them. The kill tests and the settlement
 * bench share it.
 */
import pino from 'pino';
import { pairsOfQuote } from '../../../src/common/pairs';
import { transferDirections } from '../../../src/common/wallet-types';
import type { Database } from '../../../src/server/db/client';
import type { Clock } from '../../../src/server/lib/clock';
import { createOutboxMailer } from '../../../src/server/mail/mailer';
import { createOutboxRepo } from '../../../src/server/mail/outbox-repo';
import type { MarketFeed } from '../../../src/server/market/feed';
import { testPasswordHashing } from '../support/password-cost';
import { createAccountServices } from '../../../src/server/services';
import { samplePng } from '../support/sample-png';

export interface FixtureUser {
  userId: number;
  /** A session token, for polling the user's records through the API. */
  token: string;
}

export interface OrderFixtureOptions {
  db: Database;
  feed: MarketFeed;
  /** The services' clock: an order opens at clock() and settles positionTime seconds later. */
  clock: Clock;
  dataDir: string;
  userCount: number;
  orderCount: number;
  /** Durations the orders use (offered by the configuration already). */
  positionTimes: readonly number[];
  /** What each user's contract account is funded with, in USDT. */
  fundingUsdt: string;
  random: () => number;
  /** Orders opened at the same time (1 on PGlite, which runs one statement at a time anyway). */
  concurrency: number;
  /** Tells users of one run from another's on a shared database. */
  label: string;
}

const stakes = ['10', '12.5', '33.33333333', '20.00000001', '50'];

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

export function fixtureServices(options: Pick<OrderFixtureOptions, 'db' | 'feed' | 'clock' | 'dataDir'>) {
  return createAccountServices({
    db: options.db,
    clock: options.clock,
    feed: options.feed,
    dataDir: options.dataDir,
    serverSecret: 'order-fixture-secret-0123456789abcdef0123456789',
    passwords: testPasswordHashing,
    mailer: createOutboxMailer({
      outbox: createOutboxRepo(options.db),
      clock: options.clock,
      log: pino({ level: 'silent' }),
      logBodies: false,
    }),
  });
}

export async function seedTimedOrders(options: OrderFixtureOptions): Promise<FixtureUser[]> {
  const services = fixtureServices(options);
  const passwordHash = await testPasswordHashing.hash('Fixture2026');
  const users: FixtureUser[] = [];
  for (let index = 0; index < options.userCount; index += 1) {
    const userId = await services.auth.createAccount({
      email: `${options.label}.${index}@fixture.example.com`,
      passwordHash,
      tradePasswordHash: passwordHash,
      inviterId: null,
      locale: 'en-US',
    });
    // Transfers and timed orders need a verified identity (spec section 6).
    await services.kyc.seedVerified(userId, {
      realName: 'Fixture Trader',
      idNumber: `FX${userId}`,
      front: { bytes: samplePng(1), mimeType: 'image/png' },
      back: { bytes: samplePng(2), mimeType: 'image/png' },
    });
    await services.wallet.credit({
      userId,
      currency: 'USDT',
      amount: options.fundingUsdt,
      reason: 'timed-order fixture',
      reference: `fixture:${options.label}:${userId}`,
    });
    await services.wallet.transfer(
      userId,
      { amount: options.fundingUsdt, currency: 'USDT', direction: transferDirections.coinToContract },
      undefined,
    );
    users.push({ userId, token: (await services.sessions.create(userId, '127.0.0.1')).token });
  }

  const pairs = pairsOfQuote('USDT');
  let next = 0;
  const worker = async () => {
    while (next < options.orderCount) {
      const index = next;
      next += 1;
      const pair = pick(pairs, options.random);
      const order = await services.secondContract.createOrder(
        users[index % users.length]!.userId,
        {
          openAmount: pick(stakes, options.random),
          baseCoin: pair.base,
          quoteCoin: pair.quote,
          positionTime: String(pick(options.positionTimes, options.random)),
          tradeType: String(options.random() < 0.5 ? 1 : 2),
        },
        undefined,
      );
      if (!order.id) throw new Error('the fixture could not open an order');
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return users;
}
