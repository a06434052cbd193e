// Proves that the route table of docs/api.md lists exactly the routes the app registers, each with the file that
// registers it (operator routes included), so a route added without running `npm run docs:routes` fails here.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRouteRecording, type RegisteredRoute } from '../../../scripts/route-table/record-routes';
import { renderRouteTable, routeTableOf } from '../../../scripts/route-table/route-table-doc';
import { adminPaths, healthPath, spotPaths } from '../../../src/common/api-paths';
import { createTestApp, type TestApp } from '../support/test-app';

const projectRoot = path.resolve(import.meta.dirname, '..', '..', '..');

let t: TestApp;
let routes: RegisteredRoute[];

beforeAll(async () => {
  const recording = startRouteRecording();
  try {
    t = await createTestApp();
  } finally {
    routes = recording.finish();
  }
});

afterAll(async () => {
  await t.close();
});

function fileOf(method: string, url: string): string | undefined {
  return routes.find((route) => route.method === method && route.url === url)?.file;
}

describe('the route table of docs/api.md', () => {
  it('is the table of the routes the app registers', () => {
    const doc = fs.readFileSync(path.join(projectRoot, 'docs', 'api.md'), 'utf8');
    expect(routeTableOf(doc), 'docs/api.md is out of date: run `npm run docs:routes`').toBe(
      renderRouteTable(routes),
    );
  });

  it('names the file that registers each route, down to the operator files the admin plugin calls', () => {
    expect(fileOf('GET', healthPath)).toBe('src/server/app.ts');
    expect(fileOf('POST', spotPaths.place)).toBe('src/server/modules/spot/routes.ts');
    expect(fileOf('GET', adminPaths.params)).toBe('src/server/modules/admin/routes.ts');
    expect(fileOf('PUT', adminPaths.houseLimits)).toBe('src/server/modules/admin/house-routes.ts');
    expect(fileOf('HEAD', healthPath)).toBeUndefined();
  });

  it('names files that exist', () => {
    const missing = routes.filter((route) => !fs.existsSync(path.join(projectRoot, route.file)));
    expect(missing).toEqual([]);
  });
});
