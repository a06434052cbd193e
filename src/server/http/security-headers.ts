/**
 * Security headers on every answer, from helmet's well-kept defaults and our CSP. The CSP allows only the app's
 * own origin: the PWA loads no third-party script, style, font or connection (market data from HTX is fetched by
 * the server, not the browser). Inline styles stay allowed because React and uPlot set element styles at run time.
 * A Permissions-Policy turns off the browser features the app never uses, and every answer defaults to
 * `cache-control: no-store`: API answers carry tokens, personal data and codes, so none may be kept by a browser or
 * a proxy unless its route says otherwise (the static client sets its own caching for the app's files).
 *
 * The headers never change between requests, so helmet runs once at start against a recording response and each
 * answer gets the recorded set: run per request, helmet's CSP serialisation cost two thirds of a market call.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import { firstScreenScript } from '../../common/first-screen-script';

/**
 * index.html's one inline script (src/common/first-screen-script.ts) picks the prerendered first screen to show;
 * the CSP allows exactly that text by its hash, and no other inline script.
 */
const firstScreenScriptSource = `'sha256-${createHash('sha256').update(firstScreenScript).digest('base64')}'`;

export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", firstScreenScriptSource],
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

/**
 * Features no screen uses are off for the app and anything it could frame. The camera stays allowed to the app's
 * own origin only: the KYC photo inputs (`<input type="file" capture>`) open the camera on phones, and browsers
 * that show their own capture dialog may gate it on this feature. The clipboard (copying an invite code) keeps its
 * default, which is the app's own origin. Every name below is one Chromium recognises: an unknown one (such as
 * `bluetooth` on desktop builds) puts an error in the page's console.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=(self)',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The default for every answer; a route that may be cached (the app's static files) sets its own. */
export const defaultCacheControl = 'no-store';

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

let computedHeaders: Record<string, string> | undefined;

/** helmet's headers plus ours, computed on first use and shared by every answer after it. */
export function securityHeaders(): Record<string, string> {
  computedHeaders ??= {
    ...recordSecurityHeaders(),
    'permissions-policy': permissionsPolicy,
    'cache-control': defaultCacheControl,
  };
  return computedHeaders;
}

/** Sets the headers on one answer; also called for the answers Fastify makes before any hook runs (bad URLs). */
export function applySecurityHeaders(reply: FastifyReply): void {
  reply.headers(securityHeaders());
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  securityHeaders();
  app.addHook('onRequest', async (_request, reply) => {
    applySecurityHeaders(reply);
  });
}
