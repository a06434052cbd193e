// Proves, against a real listening server, that slow and idle clients are cut: a head that never ends, a body
// that trickles, an idle kept-alive connection and a silent one are closed by their own limit, and connections
// past the cap are refused while the others stay open. No clock is read: the app is first shown to hand each limit
// to its Node server; then each behaviour runs on an app where only the limit under test is within reach (every
// other one is far beyond the test's timeout), so the connection closing at all is the proof, however late a
// loaded machine's timers fire.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { healthPath, userPaths } from '../../../src/common/api-paths';
import { buildApp } from '../../../src/server/app';
import type { ConnectionLimits } from '../../../src/server/http/connection-limits';
import { createSimulatorFeed } from '../../../src/server/market/simulator';
import { testDayKeys, testOperatorToken, testStartMs } from '../support/test-app';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { connectRaw } from './raw-socket';

/** Far beyond the test's own timeout: a limit this long cannot be what closes a connection here. */
const outOfReachMs = 10 * 60_000;
/** A limit meant to be met: short, so the test is quick. */
const reachedMs = 300;
/** Every limit out of reach; each test brings one back. */
const nothingInReach: ConnectionLimits = {
  headersTimeoutMs: outOfReachMs,
  requestTimeoutMs: outOfReachMs,
  idleTimeoutMs: outOfReachMs,
  keepAliveTimeoutMs: outOfReachMs,
  checkIntervalMs: 100,
  connectionsMax: 4,
};
/** What Node answers when a head or request deadline passes (an idle or kept-alive close says nothing). */
const deadlineAnswer = /^HTTP\/1\.1 408 Request Timeout\r\n/;
/** A drip faster than any limit in reach, so the socket is never idle while it lasts. */
const dripIntervalMs = 50;

let database: TestDatabase;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterEach(async () => {
  app?.server.closeAllConnections();
  await app?.close();
  app = undefined;
});

afterAll(async () => {
  await database.dispose();
});

/** The real app with the given limits, listening on a free port. */
async function listening(limits: ConnectionLimits): Promise<{ server: FastifyInstance; port: number }> {
  const built = await buildApp({
    database: database.handle,
    feed: createSimulatorFeed({ clock: () => testStartMs, dayKeys: testDayKeys }),
    dayKeys: testDayKeys,
    clock: () => testStartMs,
    operatorToken: testOperatorToken,
    connectionLimits: limits,
  });
  app = built;
  await built.listen({ port: 0, host: '127.0.0.1' });
  return { server: built, port: (built.server.address() as AddressInfo).port };
}

describe('the limits', () => {
  it('are handed to the Node server the app listens with', async () => {
    const limits: ConnectionLimits = {
      headersTimeoutMs: 500,
      requestTimeoutMs: 1_500,
      idleTimeoutMs: 3_000,
      keepAliveTimeoutMs: 1_000,
      checkIntervalMs: 100,
      connectionsMax: 4,
    };
    const { server } = await listening(limits);
    // Node keeps the checking interval on the server as it does the others, though its types leave it out.
    const { connectionsCheckingInterval } = server.server as { connectionsCheckingInterval?: number };
    expect({
      headersTimeoutMs: server.server.headersTimeout,
      requestTimeoutMs: server.server.requestTimeout,
      idleTimeoutMs: server.server.timeout,
      keepAliveTimeoutMs: server.server.keepAliveTimeout,
      checkIntervalMs: connectionsCheckingInterval,
      connectionsMax: server.server.maxConnections,
    }).toEqual(limits);
  });
});

describe('slow clients', () => {
  it('closes a connection whose request head never ends, by the head limit', async () => {
    const { port } = await listening({ ...nothingInReach, headersTimeoutMs: reachedMs });
    const client = await connectRaw(port);
    client.socket.write(`GET ${healthPath} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    client.drip('X-Slow: 1\r\n', dripIntervalMs);
    await client.closed();
    expect(client.received()).toMatch(deadlineAnswer);
  });

  it('closes a connection whose body trickles, by the request limit', async () => {
    // Node wants the head limit no longer than the request limit; the head arrives whole in one write, so the
    // head limit is met at once and only the request limit can end the trickle.
    const { port } = await listening({
      ...nothingInReach,
      headersTimeoutMs: reachedMs,
      requestTimeoutMs: reachedMs,
    });
    const client = await connectRaw(port);
    client.socket.write(
      `POST ${userPaths.login} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n',
    );
    client.drip('a', dripIntervalMs);
    await client.closed();
    expect(client.received()).toMatch(deadlineAnswer);
  });

  it('closes a kept-alive connection the client leaves idle, by the keep-alive limit', async () => {
    const { port } = await listening({ ...nothingInReach, keepAliveTimeoutMs: 1_000 });
    const client = await connectRaw(port);
    client.socket.write(`GET ${healthPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
    await client.closed();
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(client.received()).toMatch(/keep-alive: timeout=1\r\n/i);
    expect(client.received()).not.toMatch(/408 Request Timeout/);
  });

  it('closes a connection that never sends a byte, by the head limit', async () => {
    const { port } = await listening({ ...nothingInReach, headersTimeoutMs: reachedMs });
    const client = await connectRaw(port);
    await client.closed();
    expect(client.received()).toMatch(deadlineAnswer);
  });
});

describe('connection cap', () => {
  it('refuses connections past the cap and keeps the ones within it', async () => {
    const { port } = await listening(nothingInReach);
    const within = await Promise.all(
      Array.from({ length: nothingInReach.connectionsMax }, () => connectRaw(port)),
    );
    for (const client of within) client.socket.write(`GET ${healthPath} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    const extra = await connectRaw(port);
    await extra.closed();
    expect(extra.received()).toBe('');
    expect(within.every((client) => !client.socket.destroyed)).toBe(true);
    for (const client of within) client.socket.destroy();
  });
});
