/**
 * Security headers on every answer, from helmet's well-kept defaults and our CSP. The CSP allows only the app's
 * own origin: the PWA loads no third-party script, style, font or connection (market data from HTX is fetched by
 * the server, not the browser). Inline styles stay allowed because React and uPlot set element styles at run time.
 *
 * The headers never change between requests, so helmet runs once at start against a recording response and each
 * answer gets the recorded set: run per request, helmet's CSP serialisation cost two thirds of a market call.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

const helmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  // The app runs on plain http on 127.0.0.1 in development; HSTS belongs to the TLS terminator in production.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
};

/** Runs helmet once against a response that only records the headers it sets. */
export function recordSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = recordSecurityHeaders();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
