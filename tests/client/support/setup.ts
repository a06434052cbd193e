/**
 * Client tests run in happy-dom with an in-memory IndexedDB, and each starts from an empty page and storage. The
 * files of a worker share node_modules but not our modules, their IndexedDB or their timers (file-isolation.ts).
 */
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { clearFileTimers, trackFileTimers, startWithEmptyIndexedDb } from './file-isolation';

vi.resetModules();
startWithEmptyIndexedDb();
trackFileTimers();
afterAll(clearFileTimers);

/**
 * How long `findBy…` and `waitFor` wait for what a screen shows after its answers arrive. Testing Library's 1 s
 * default is shorter than a lazy chunk plus two answers take on this 2-core machine under load (seen at a load
 * average of 13): the screens are right, only slower. A wrong screen still fails, after this long.
 */
const screenSettleTimeoutMs = 5000;
configure({ asyncUtilTimeout: screenSettleTimeoutMs });

/**
 * Where a request goes when no test has stubbed fetch: the fetch that `vi.unstubAllGlobals()` puts back. A screen's
 * reads take turns one per task (lib/async/one-per-task.ts), so a read its test started can go out after that test
 * has unmounted the screen and removed its fake server. Sent to the network, it failed later with ECONNREFUSED and
 * marked the app offline in the middle of the next test (spot-screen.test.tsx's order button was disabled by one).
 * Here it is refused at once, as a server that answered, and reaches nothing.
 */
const endedTestFetch = async () =>
  new Response(JSON.stringify({ code: 0, data: null, msg: 'No test is serving this request.' }), {
    headers: { 'content-type': 'application/json' },
  });
globalThis.fetch = endedTestFetch;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
