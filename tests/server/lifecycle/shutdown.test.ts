// Proves the shutdown order against a real listening server: new connections are refused at once, a request in
// flight that ends within the grace is answered, a stalled one is cut when the grace runs out, and the database
// is closed after the server, every time. The grace runs out when the test says (an injected wait), and each step
// waits for the event itself (an answer, a close), so a loaded machine changes nothing.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { serverCloseAfterCutMs, shutDown } from '../../../src/server/shutdown';
import { manualWaits } from './manual-wait';
import { connectRaw, stalledRequest } from './raw-socket';

const graceMs = 600;

let app: FastifyInstance | undefined;

afterEach(async () => {
  app?.server.closeAllConnections();
  await app?.close();
  app = undefined;
});

/** A request the test ends by hand: `arrived` resolves when the handler has it, `finish()` lets it answer. */
function heldRequest() {
  let markArrived!: () => void;
  let finish!: () => void;
  const arrived = new Promise<void>((resolve) => (markArrived = resolve));
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const handle = () => {
    markArrived();
    return finished;
  };
  return { arrived, finish: () => finish(), handle };
}

async function listeningApp(
  prepare: (app: FastifyInstance) => void = () => undefined,
): Promise<{ app: FastifyInstance; port: number; quick: ReturnType<typeof heldRequest> }> {
  const built = Fastify({ return503OnClosing: true });
  const quick = heldRequest();
  prepare(built);
  built.get('/quick', async () => {
    await quick.handle();
    return { done: true };
  });
  built.post('/upload', async () => ({ received: true }));
  await built.listen({ port: 0, host: '127.0.0.1' });
  app = built;
  return { app: built, port: (built.server.address() as AddressInfo).port, quick };
}

function openConnections(server: FastifyInstance): Promise<number> {
  return new Promise((resolve) => server.server.getConnections((_error, count) => resolve(count)));
}

describe('shutDown', () => {
  it('answers a request that ends within the grace, cuts a stalled one, then closes the database', async () => {
    const { app: server, port, quick } = await listeningApp();
    const waits = manualWaits();
    const quickClient = await connectRaw(port);
    quickClient.socket.write('GET /quick HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await quick.arrived;
    const stalled = await stalledRequest(port, '/upload', '{');

    const events: string[] = [];
    const shutdown = shutDown({
      app: server,
      graceMs,
      wait: waits.wait,
      closeDatabase: async () => {
        const state = server.server.listening ? 'still listening' : `${await openConnections(server)} open`;
        events.push(`database closed, ${state}`);
      },
    });
    const grace = await waits.next();
    expect(grace.ms).toBe(graceMs);

    // Within the grace: the quick request finishes and is answered; nothing is cut and the database stays open.
    quick.finish();
    expect(await quickClient.receives(/"done":true/)).toMatch(/^HTTP\/1\.1 200/);
    expect(stalled.socket.destroyed).toBe(false);
    expect(events).toEqual([]);

    grace.end();
    const report = await shutdown;
    await stalled.closed();
    expect(events).toEqual(['database closed, 0 open']);
    expect(report).toMatchObject({ cutConnections: 1, serverClosed: true, closeError: undefined });
    // The bound after the cut was asked for and not needed: the server closed as soon as the stalled one was cut.
    expect(waits.requested.map(({ ms, signal }) => [ms, signal.aborted])).toEqual([
      [graceMs, true],
      [serverCloseAfterCutMs, true],
    ]);
  });

  it('stops accepting connections as soon as it starts', async () => {
    const { app: server, port } = await listeningApp();
    const waits = manualWaits();
    await stalledRequest(port, '/upload', '{');
    const done = shutDown({ app: server, graceMs, wait: waits.wait, closeDatabase: async () => undefined });
    await expect(connectRaw(port)).rejects.toThrow(/ECONNREFUSED/);
    (await waits.next()).end();
    await done;
  });

  it('closes the database at once when nothing is in flight, and when closing the server fails', async () => {
    const { app: server } = await listeningApp((built) =>
      built.addHook('onClose', async () => {
        throw new Error('a hook failed');
      }),
    );
    const waits = manualWaits();
    let databaseClosed = false;
    // No wait is ever ended here: had shutDown waited for the grace, this would never resolve.
    const report = await shutDown({
      app: server,
      graceMs,
      wait: waits.wait,
      closeDatabase: async () => {
        databaseClosed = true;
      },
    });
    expect(databaseClosed).toBe(true);
    expect(report.closeError).toBeInstanceOf(Error);
    expect(waits.requested.map(({ ms, signal }) => [ms, signal.aborted])).toEqual([[graceMs, true]]);
  });
});
