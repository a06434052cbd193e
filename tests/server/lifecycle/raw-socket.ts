/**
 * Raw TCP clients for the lifecycle tests: they talk to a real listening server byte by byte, the way a slow or
 * stalled client does, which app.inject() cannot imitate. Tests wait for what happens on the socket (an answer,
 * the close), never for a time to pass.
 */
import net from 'node:net';

export interface RawClient {
  socket: net.Socket;
  /** Everything the server has sent so far. */
  received(): string;
  /** Resolves once everything the server has sent matches the pattern (at once if it already does). */
  receives(pattern: RegExp): Promise<string>;
  /** Resolves once the socket is closed, by either side (at once if it already is). */
  closed(): Promise<void>;
  /** Sends chunk every intervalMs until the socket closes (a slow-loris drip). */
  drip(chunk: string, intervalMs: number): void;
}

/**
 * The head of a request whose body never comes, sent with `Expect: 100-continue`: Node answers "100 Continue" once
 * it has read the head, so this resolves exactly when the server holds the request in flight.
 */
export async function stalledRequest(port: number, path: string, firstBodyBytes: string): Promise<RawClient> {
  const client = await connectRaw(port);
  client.socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      'Expect: 100-continue\r\nContent-Length: 1000\r\n\r\n',
  );
  await client.receives(/^HTTP\/1\.1 100 Continue\r\n\r\n/);
  client.socket.write(firstBodyBytes);
  return client;
}

export async function connectRaw(port: number): Promise<RawClient> {
  const socket = net.connect({ port, host: '127.0.0.1' });
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
  });
  // A reset from the server is one way of closing; it is not a failure of the test.
  socket.on('error', () => undefined);
  let isClosed = false;
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      isClosed = true;
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    received: () => text,
    receives(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(text)) return;
          socket.off('data', check);
          socket.off('close', closedFirst);
          resolve(text);
        };
        const closedFirst = () => {
          socket.off('data', check);
          reject(
            new Error(`the socket closed before the server sent ${pattern}; it sent ${JSON.stringify(text)}`),
          );
        };
        if (pattern.test(text)) resolve(text);
        else if (isClosed) closedFirst();
        else {
          socket.on('data', check);
          socket.once('close', closedFirst);
        }
      });
    },
    closed: () => closed,
    drip(chunk, intervalMs) {
      const timer = setInterval(() => {
        if (socket.destroyed || socket.writableEnded) clearInterval(timer);
        else socket.write(chunk);
      }, intervalMs);
      socket.once('close', () => clearInterval(timer));
    },
  };
}
