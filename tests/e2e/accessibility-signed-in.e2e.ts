// Proves, signed in, what accessibility.e2e.ts proves logged out: axe (WCAG 2.0/2.1 A and AA) finds no serious or critical violation on any route of the router in the four languages (every route in English and, in turn, in one of the others; every route in all four under `npm run test:deep`), the page language follows the chosen one, and the main tabs have their landmarks. A spec of its own so that it runs beside the logged-out sweeps, in the other end-to-end worker.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { prepareRouteIds, type RouteIds } from './support/a11y';
import { describeSweeps } from './support/a11y-sweeps';
import { launchBrowser } from './support/browser';

let browser: Browser;
let ids: RouteIds;

beforeAll(async () => {
  browser = await launchBrowser();
  ids = await prepareRouteIds();
});
afterAll(async () => {
  await browser?.close();
});

describeSweeps('logged in', () => ({ browser, ids }));
