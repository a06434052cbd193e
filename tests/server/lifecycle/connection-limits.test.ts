// Proves, against a real listening server, that slow and idle clients are cut: a head that never ends, a body
// that trickles, an idle kept-alive connection and a silent one are closed within their limits, and connections
// past the cap are refused while the others stay open.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthPath, userPaths } from '../../../src/common/api-paths';
import { buildApp } from '../../../src/server/app';
import type { ConnectionLimits } from '../../../src/server/http/connection-limits';
import { createSimulatorFeed } from '../../../src/server/market/simulator';
import { testDayKeys, testOperatorToken, testStartMs } from '../support/test-app';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { connectRaw } from './raw-socket';

/** The production limits scaled down to fractions of a second, each well apart from the others. */
const limits: ConnectionLimits = {
  headersTimeoutMs: 500,
  requestTimeoutMs: 1_500,
  idleTimeoutMs: 3_000,
  keepAliveTimeoutMs: 1_000,
  checkIntervalMs: 100,
  connectionsMax: 4,
};
/** Room for a loaded machine: the event loop may be late by this much. */
const slackMs = 700;
/** Node keeps an idle kept-alive socket this much longer than it tells the client (Keep-Alive: timeout=N). */
const nodeKeepAliveBufferMs = 1_000;
/** A drip faster than the idle limit, so only the head and request deadlines can end it. */
const dripIntervalMs = 200;

let database: TestDatabase;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    database: database.handle,
    feed: createSimulatorFeed({ clock: () => testStartMs, dayKeys: testDayKeys }),
    dayKeys: testDayKeys,
    clock: () => testStartMs,
    operatorToken: testOperatorToken,
    connectionLimits: limits,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  app.server.closeAllConnections();
  await app.close();
  await database.dispose();
});

describe('slow clients', () => {
  it('closes a connection whose request head never ends, within the head limit', async () => {
    const client = await connectRaw(port);
    client.socket.write(`GET ${healthPath} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    client.drip('X-Slow: 1\r\n', dripIntervalMs);
    const elapsedMs = await client.closedWithin(limits.headersTimeoutMs + limits.checkIntervalMs + slackMs);
    expect(elapsedMs).toBeLessThan(limits.requestTimeoutMs);
  });

  it('closes a connection whose body trickles, within the request limit', async () => {
    const client = await connectRaw(port);
    client.socket.write(
      `POST ${userPaths.login} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n',
    );
    client.drip('a', dripIntervalMs);
    const elapsedMs = await client.closedWithin(limits.requestTimeoutMs + limits.checkIntervalMs + slackMs);
    expect(elapsedMs).toBeGreaterThanOrEqual(limits.requestTimeoutMs - limits.checkIntervalMs);
  });

  it('closes a kept-alive connection the client leaves idle, within the keep-alive limit', async () => {
    const client = await connectRaw(port);
    client.socket.write(`GET ${healthPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
    const elapsedMs = await client.closedWithin(limits.keepAliveTimeoutMs + nodeKeepAliveBufferMs + slackMs);
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(client.received()).toMatch(/keep-alive: timeout=1\r\n/i);
    expect(elapsedMs).toBeLessThan(limits.idleTimeoutMs);
  });

  it('closes a connection that never sends a byte, within the head limit', async () => {
    const client = await connectRaw(port);
    await client.closedWithin(limits.headersTimeoutMs + limits.checkIntervalMs + slackMs);
    expect(client.received()).not.toMatch(/^HTTP\/1\.1 200/);
  });
});

describe('connection cap', () => {
  it('refuses connections past the cap and keeps the ones within it', async () => {
    const within = await Promise.all(Array.from({ length: limits.connectionsMax }, () => connectRaw(port)));
    for (const client of within) client.socket.write(`GET ${healthPath} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    const extra = await connectRaw(port);
    const extraElapsedMs = await extra.closedWithin(limits.headersTimeoutMs);
    expect(extra.received()).toBe('');
    expect(extraElapsedMs).toBeLessThan(limits.headersTimeoutMs);
    expect(within.every((client) => !client.socket.destroyed)).toBe(true);
    for (const client of within) client.socket.destroy();
  });
});
