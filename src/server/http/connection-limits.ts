/**
 * How long a client may take, and how many may be connected at once. Without these limits a slow or idle socket
 * (partial headers, a body that never ends, a kept-alive connection nobody uses) stays open for as long as the
 * client likes, and a few hundred of them exhaust the process's file descriptors. The numbers leave room for a
 * phone on a flaky mobile network, where a TCP retransmission can stall a connection for several seconds.
 */
import type { Server, ServerOptions } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

export interface ConnectionLimits {
  /** The whole request head must arrive within this time (Node's headersTimeout). */
  headersTimeoutMs: number;
  /** The whole request, head and body, must arrive within this time (Node's requestTimeout). */
  requestTimeoutMs: number;
  /** A socket on which nothing moves for this long is closed (Fastify's connectionTimeout, a socket timeout). */
  idleTimeoutMs: number;
  /** A kept-alive connection waits this long for the client's next request (Node's keepAliveTimeout). */
  keepAliveTimeoutMs: number;
  /** How often Node checks the head and request deadlines above; a deadline is met at most this late. */
  checkIntervalMs: number;
  /** Connections beyond this are closed as soon as they are accepted (Node's maxConnections). */
  connectionsMax: number;
}

/**
 * A request head is under 8 KiB; even at 10 kbit/s on a bad 2G link it arrives in about 7 s. 20 s leaves room
 * for retransmissions and cuts a slow-loris client that drips a header byte at a time.
 */
export const headersTimeoutMs = 20_000;
/**
 * The largest request is a KYC submission, two photos of at most 5 MiB each (about 10.5 MB); over a 1 Mbit/s
 * mobile uplink that takes about 85 s, so 120 s lets it finish and still cuts a body that trickles forever.
 */
export const requestTimeoutMs = 120_000;
/** A connection that moves no byte for 30 s has lost its client; a retransmission stall lasts seconds, not 30. */
export const idleTimeoutMs = 30_000;
/**
 * Long enough to reuse the connection for the burst of calls a screen makes when it opens, short enough that
 * phones that went away do not hold sockets. Node advertises it to the client and closes 1 s after it. A reverse
 * proxy in front must keep its own upstream keep-alive shorter, or it may reuse a connection being closed.
 */
export const keepAliveTimeoutMs = 10_000;
/** Node's default (30 s) would let a head or request deadline pass unnoticed for up to 30 s. */
export const checkIntervalMs = 2_000;
/**
 * The common soft limit on open files is 1,024; the database files, uploads and static files need descriptors
 * of their own, so connections stop well below it.
 */
export const connectionsMax = 800;

export const defaultConnectionLimits: ConnectionLimits = {
  headersTimeoutMs,
  requestTimeoutMs,
  idleTimeoutMs,
  keepAliveTimeoutMs,
  checkIntervalMs,
  connectionsMax,
};

/** The Fastify options that carry the limits into the Node server Fastify creates. */
export function connectionServerOptions(limits: ConnectionLimits): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'
> & {
  http: ServerOptions;
} {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
  };
}

/** The limits Fastify has no option for, set on its server before it listens. */
export function applyConnectionCap(server: Server, limits: ConnectionLimits): void {
  server.maxConnections = limits.connectionsMax;
  server.headersTimeout = limits.headersTimeoutMs;
}
