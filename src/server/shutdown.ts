/**
 * Graceful shutdown, in an order that holds every time: stop accepting connections, give requests in flight a
 * bounded grace to finish, cut whatever is still open after it, and only then close the database, so PGlite
 * writes its last state and removes its postmaster.pid. A forced exit never skips the database.
 */
import type { FastifyInstance } from 'fastify';

/**
 * An API call finishes in well under a second; 5 s lets them all end and still leaves the database time to close
 * inside a container runtime's usual 10 s between SIGTERM and SIGKILL. A slow upload still running then is cut
 * (the client retries it).
 */
export const shutdownGraceMs = 5_000;
/** After connections are cut the server closes at once; this only bounds a server that never says so. */
export const serverCloseAfterCutMs = 1_000;

/**
 * Resolves once ms have passed, unless the signal aborts first (then it never resolves). The server waits on real
 * timers; a test passes a wait of its own, so the grace runs out when the test says and not when a loaded machine
 * happens to fire a timer.
 */
export type Wait = (ms: number, signal: AbortSignal) => Promise<void>;

const timerWait: Wait = (ms, signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

export interface ShutdownOptions {
  app: FastifyInstance;
  closeDatabase: () => Promise<void>;
  graceMs?: number;
  /** How the grace and the bound after the cut are waited for; real timers unless a test passes its own. */
  wait?: Wait;
}

export interface ShutdownReport {
  /** How many connections were still open when the grace ran out and were cut. */
  cutConnections: number;
  /** False when the server did not report closed even after the cut; the database is closed regardless. */
  serverClosed: boolean;
  /** What app.close() failed with (an onClose hook, say), if it did. */
  closeError: unknown;
}

/** Resolves true when the promise (which never rejects) settles within ms, false otherwise. */
async function settlesWithin(promise: Promise<unknown>, ms: number, wait: Wait): Promise<boolean> {
  const done = new AbortController();
  try {
    return await Promise.race([promise.then(() => true), wait(ms, done.signal).then(() => false)]);
  } finally {
    done.abort();
  }
}

function openConnectionCount(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => {
    app.server.getConnections((error, count) => resolve(error ? 0 : count));
  });
}

/**
 * Shuts the server down and closes the database. app.close() stops listening, closes idle kept-alive sockets and
 * answers 503 to new requests on busy ones, then waits for requests in flight; those still open after the grace
 * are cut with closeAllConnections(). The database is closed last, even when closing the server failed.
 */
export async function shutDown(options: ShutdownOptions): Promise<ShutdownReport> {
  const graceMs = options.graceMs ?? shutdownGraceMs;
  const wait = options.wait ?? timerWait;
  const serverClosing = options.app.close().then(
    () => undefined,
    (error: unknown) => error ?? new Error('the server failed to close'),
  );
  let cutConnections = 0;
  let serverClosed = await settlesWithin(serverClosing, graceMs, wait);
  if (!serverClosed) {
    cutConnections = await openConnectionCount(options.app);
    options.app.server.closeAllConnections();
    serverClosed = await settlesWithin(serverClosing, serverCloseAfterCutMs, wait);
  }
  const closeError = serverClosed ? await serverClosing : undefined;
  await options.closeDatabase();
  return { cutConnections, serverClosed, closeError };
}
