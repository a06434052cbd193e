// Proves the shutdown order against a real listening server: new connections are refused at once, a request in
// flight that ends within the grace is answered, a stalled one is cut when the grace runs out, and the database
// is closed after the server, every time, within a bounded total time.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { serverCloseAfterCutMs, shutDown } from '../../../src/server/shutdown';
import { connectRaw } from './raw-socket';

const graceMs = 600;
/** How long the "slow but healthy" request takes: well inside the grace. */
const quickRequestMs = 200;
/** Room for a loaded machine: the event loop may be late by this much. */
const slackMs = 700;

let app: FastifyInstance | undefined;

afterEach(async () => {
  app?.server.closeAllConnections();
  await app?.close();
  app = undefined;
});

async function listeningApp(
  prepare: (app: FastifyInstance) => void = () => undefined,
): Promise<{ app: FastifyInstance; port: number }> {
  const built = Fastify({ return503OnClosing: true });
  prepare(built);
  built.get('/quick', async () => {
    await new Promise((resolve) => setTimeout(resolve, quickRequestMs));
    return { done: true };
  });
  built.post('/upload', async () => ({ received: true }));
  await built.listen({ port: 0, host: '127.0.0.1' });
  app = built;
  return { app: built, port: (built.server.address() as AddressInfo).port };
}

/** Waits until the server has seen the connections (so the test does not race the accept). */
async function untilConnections(server: FastifyInstance, count: number): Promise<void> {
  for (;;) {
    const open = await new Promise<number>((resolve) =>
      server.server.getConnections((_error, n) => resolve(n)),
    );
    if (open >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('shutDown', () => {
  it('answers a request that ends within the grace, cuts a stalled one, then closes the database', async () => {
    const { app: server, port } = await listeningApp();
    const quick = await connectRaw(port);
    quick.socket.write('GET /quick HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const stalled = await connectRaw(port);
    stalled.socket.write(
      'POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    await untilConnections(server, 2);

    const events: string[] = [];
    stalled.socket.once('close', () => events.push('stalled cut'));
    const startedMs = Date.now();
    const report = await shutDown({
      app: server,
      graceMs,
      closeDatabase: async () => {
        events.push(server.server.listening ? 'database closed while listening' : 'database closed');
      },
    });
    const elapsedMs = Date.now() - startedMs;

    expect(quick.received()).toMatch(/^HTTP\/1\.1 200[\s\S]*"done":true/);
    expect(events).toEqual(['stalled cut', 'database closed']);
    expect(report).toMatchObject({ cutConnections: 1, serverClosed: true, closeError: undefined });
    expect(elapsedMs).toBeGreaterThanOrEqual(graceMs - 50);
    expect(elapsedMs).toBeLessThan(graceMs + serverCloseAfterCutMs + slackMs);
  });

  it('stops accepting connections as soon as it starts', async () => {
    const { app: server, port } = await listeningApp();
    const stalled = await connectRaw(port);
    stalled.socket.write('POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10\r\n\r\n');
    await untilConnections(server, 1);
    const done = shutDown({ app: server, graceMs, closeDatabase: async () => undefined });
    await expect(connectRaw(port)).rejects.toThrow(/ECONNREFUSED/);
    await done;
  });

  it('closes the database at once when nothing is in flight, and when closing the server fails', async () => {
    const { app: server } = await listeningApp((built) =>
      built.addHook('onClose', async () => {
        throw new Error('a hook failed');
      }),
    );
    let databaseClosed = false;
    const startedMs = Date.now();
    const report = await shutDown({
      app: server,
      graceMs,
      closeDatabase: async () => {
        databaseClosed = true;
      },
    });
    expect(databaseClosed).toBe(true);
    expect(report.closeError).toBeInstanceOf(Error);
    expect(Date.now() - startedMs).toBeLessThan(graceMs);
  });
});
