/**
 * Security headers on every answer. The CSP allows only the app's own origin: the PWA loads no third-party
 * script, style, font or connection (market data from HTX is fetched by the server, not the browser). Inline
 * styles stay allowed because React and uPlot set element styles at run time.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    // The app runs on plain http on 127.0.0.1 in development; HSTS belongs to the TLS terminator in production.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
