/**
 * Records every route a Fastify app registers while it is built, with the source file that registered it, for the
 * route table of docs/api.md (`npm run docs:routes`, tests/server/http/route-table.test.ts).
 *
 * Fastify announces each new instance on the `fastify.initialization` diagnostics channel, so the recorder adds
 * its `onRoute` hook before the app registers anything, without an option in buildApp. The handling file is the
 * first stack frame under src/ at registration: the file whose code called `app.get`, `app.post` or `app.route`.
 * Route files need no tag to remember, and the admin files that register their routes on the admin plugin
 * (`registerHouseRoutes(app, …)`) are named themselves, not the plugin that called them.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Relative to the repository, with forward slashes: `src/server/modules/spot/routes.ts`. */
  file: string;
}

export interface RouteRecording {
  /** Stops recording and answers the routes in table order: by URL, then by method. */
  finish(): RegisteredRoute[];
}

const initializationChannel = 'fastify.initialization';
const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const sourceRoot = path.join(projectRoot, 'src') + path.sep;
/** Deep enough for plugin → avvio → Fastify → hook; V8 keeps only 10 frames by default. */
const stackFramesMax = 64;

/** The file of one `    at fn (/path/file.ts:1:2)` or `    at /path/file.ts:1:2` line, when it names one. */
function fileOfFrame(line: string): string | undefined {
  const text = line.trim();
  const location = /\((.+):\d+:\d+\)$/.exec(text)?.[1] ?? /^at (.+):\d+:\d+$/.exec(text)?.[1];
  if (location === undefined) return undefined;
  return location.startsWith('file:') ? fileURLToPath(location) : location;
}

/** The first file under src/ on the current stack (node_modules excluded), relative to the repository. */
function registeringFile(): string | undefined {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = stackFramesMax;
  const holder: { stack?: string } = {};
  Error.captureStackTrace(holder);
  Error.stackTraceLimit = limit;
  for (const line of (holder.stack ?? '').split('\n').slice(1)) {
    const file = fileOfFrame(line);
    if (file?.startsWith(sourceRoot) && !file.includes(`${path.sep}node_modules${path.sep}`)) {
      return path.relative(projectRoot, file).split(path.sep).join('/');
    }
  }
  return undefined;
}

function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map(String);
}

/** A route as registered; `file` is missing when no frame of the stack was under src/. */
type RecordedRoute = Omit<RegisteredRoute, 'file'> & { file: string | undefined };

function byUrlThenMethod(a: RegisteredRoute, b: RegisteredRoute): number {
  if (a.url !== b.url) return a.url < b.url ? -1 : 1;
  if (a.method === b.method) return 0;
  return a.method < b.method ? -1 : 1;
}

/** Fastify adds a HEAD route beside every GET on its own; the table lists what the code registers. */
function withoutImplicitHeads(routes: RecordedRoute[]): RecordedRoute[] {
  const gets = new Set(routes.filter((route) => route.method === 'GET').map((route) => route.url));
  return routes.filter((route) => route.method !== 'HEAD' || !gets.has(route.url));
}

/** Records the routes of every Fastify app built until `finish()`; call it before building the app. */
export function startRouteRecording(): RouteRecording {
  const routes: RecordedRoute[] = [];
  const onInitialization = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      const file = registeringFile();
      for (const method of methodsOf(route)) routes.push({ method, url: route.url, file });
    });
  };
  subscribe(initializationChannel, onInitialization);
  return {
    finish() {
      unsubscribe(initializationChannel, onInitialization);
      const placed: RegisteredRoute[] = [];
      const lost: string[] = [];
      for (const { method, url, file } of withoutImplicitHeads(routes)) {
        if (file === undefined) lost.push(`${method} ${url}`);
        else placed.push({ method, url, file });
      }
      if (lost.length > 0) throw new Error(`No file under src/ registered these routes: ${lost.join(', ')}`);
      return placed.sort(byUrlThenMethod);
    },
  };
}
