/** Client tests run in happy-dom with an in-memory IndexedDB, and each starts from an empty page and storage. */
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * How long `findBy…` and `waitFor` wait for what a screen shows after its answers arrive. Testing Library's 1 s
 * default is shorter than a lazy chunk plus two answers take on this 2-core machine under load (seen at a load
 * average of 13): the screens are right, only slower. A wrong screen still fails, after this long.
 */
const screenSettleTimeoutMs = 5000;
configure({ asyncUtilTimeout: screenSettleTimeoutMs });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
