/**
 * Raw TCP clients for the lifecycle tests: they talk to a real listening server byte by byte, the way a slow or
 * stalled client does, which app.inject() cannot imitate.
 */
import net from 'node:net';

export interface RawClient {
  socket: net.Socket;
  /** Everything the server has sent so far. */
  received(): string;
  /** Resolves with the milliseconds from connect to close, or rejects if the socket is still open after maxMs. */
  closedWithin(maxMs: number): Promise<number>;
  /** Sends chunk every intervalMs until the socket closes (a slow-loris drip). */
  drip(chunk: string, intervalMs: number): void;
}

export async function connectRaw(port: number): Promise<RawClient> {
  const socket = net.connect({ port, host: '127.0.0.1' });
  const startedMs = Date.now();
  let text = '';
  let closedAtMs: number | undefined;
  const closeListeners: Array<() => void> = [];
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
  });
  // A reset from the server is one way of closing; it is not a failure of the test.
  socket.on('error', () => undefined);
  socket.on('close', () => {
    closedAtMs = Date.now();
    for (const listener of closeListeners) listener();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    received: () => text,
    closedWithin(maxMs) {
      return new Promise((resolve, reject) => {
        const settle = () => {
          clearTimeout(timer);
          resolve((closedAtMs ?? Date.now()) - startedMs);
        };
        const timer = setTimeout(
          () => reject(new Error(`socket still open after ${maxMs} ms`)),
          Math.max(0, maxMs - (Date.now() - startedMs)),
        );
        if (closedAtMs !== undefined) settle();
        else closeListeners.push(settle);
      });
    },
    drip(chunk, intervalMs) {
      const timer = setInterval(() => {
        if (socket.destroyed || socket.writableEnded) clearInterval(timer);
        else socket.write(chunk);
      }, intervalMs);
      socket.once('close', () => clearInterval(timer));
    },
  };
}
