// Proves every operator route checks its declared role: walking every route the admin plugin registers (as Fastify
// reports them) with no token, a revoked token, a reviewer, an admin and root; and that a route declaring no role
// stops the server from starting.
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes, type AdminRouteOptions } from '../../../src/server/modules/admin/routes';
// The route config's minimumRole is declared there.
import '../../../src/server/modules/admin/route-roles';
import type { RouteRole } from '../../../src/server/modules/operators/operator-roles';
import { createTestApp, type TestApp } from '../support/test-app';
import { addOperator, bearer, revokeOperator, rootHeaders } from './operator-support';

/** The admin plugin's routes as Fastify registers them; the services are never called while registering. */
async function registeredAdminRoutes(): Promise<RouteOptions[]> {
  const app = Fastify();
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.register(adminRoutes, {} as AdminRouteOptions);
  await app.ready();
  await app.close();
  return routes;
}

/** A concrete URL for a route pattern: parameters get values no record has, so nothing can change. */
const concreteUrl = (url: string) =>
  url.replace(':id', '999999').replace(':name', 'nobody-here').replace(':fileId', 'no-such-file');

const refusedFor: Record<string, (required: RouteRole) => boolean> = {
  reviewer: (required) => required !== 'reviewer',
  admin: (required) => required === 'root',
  root: () => false,
};

let t: TestApp;
let routes: RouteOptions[];
const headersOf: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  routes = await registeredAdminRoutes();
  headersOf.reviewer = bearer(await addOperator(t, 'rita', 'reviewer'));
  headersOf.admin = bearer(await addOperator(t, 'adam', 'admin'));
  headersOf.root = rootHeaders;
  headersOf.revoked = bearer(await addOperator(t, 'gone', 'admin'));
  await revokeOperator(t, 'gone');
});
afterAll(() => t.close());

describe('roles on every operator route', () => {
  it('finds the routes, each with a declared role', () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) expect(route.config?.minimumRole, `${route.url}`).toBeDefined();
  });

  it('answers 401 without a token and with a revoked one, 403 to a role too low, and runs for the others', async () => {
    for (const route of routes) {
      const method = route.method as 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH';
      const url = concreteUrl(route.url);
      const required = route.config?.minimumRole as RouteRole;
      for (const caller of ['none', 'revoked', 'reviewer', 'admin', 'root']) {
        const headers = caller === 'none' ? {} : headersOf[caller];
        const response = await t.app.inject({
          method,
          url,
          headers: { ...headers, 'accept-language': 'ko-KR' },
        });
        const label = `${caller} ${method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 120)}`;
        if (caller === 'none' || caller === 'revoked') {
          expect(response.statusCode, label).toBe(401);
        } else if (refusedFor[caller]?.(required)) {
          expect(response.statusCode, label).toBe(403);
          if (method !== 'HEAD') {
            expect(response.json().error, label).toBe('OPERATOR_ROLE_REFUSED');
            expect(response.json().msg, label).toContain('운영자');
          }
        } else {
          expect([401, 403, 500], label).not.toContain(response.statusCode);
        }
      }
    }
  });

  it('refuses to start with an operator route that declares no role', async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(async (inner) => {
        await adminRoutes(inner, {} as AdminRouteOptions);
        inner.get('/admin/unguarded', async () => 'open');
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/declares no minimumRole/);
    await app.close().catch(() => undefined);
  });
});
