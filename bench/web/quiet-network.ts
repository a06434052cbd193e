/**
 * Waits until the page has had no request in flight for `quietMs`, the live stream aside. Playwright's
 * "networkidle" never comes since the app holds its live stream open (GET /live/stream, issue 26) for as long as
 * the screen is up; every other request still has to finish.
 */
import type { Page, Request } from 'playwright-core';
import { livePaths } from '../../src/common/live-types';

const quietMs = 500;
const timeoutMs = 30_000;

const isLiveStream = (request: Request) => new URL(request.url()).pathname === livePaths.stream;

/** Call before the page starts loading, then await the function it returns once the page should be settling. */
export function watchRequestsInFlight(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  const done = (request: Request) => inFlight.delete(request);
  page.on('request', (request) => {
    if (!isLiveStream(request)) inFlight.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const started = Date.now();
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      if (Date.now() - started > timeoutMs) {
        throw new Error(
          `requests still in flight after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url())}`,
        );
      }
      if (inFlight.size > 0) quietSince = Date.now();
      await page.waitForTimeout(50);
    }
  };
}
