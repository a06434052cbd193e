/** Client tests run in happy-dom with an in-memory IndexedDB, and start from empty storage. */
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';

afterEach(() => {
  window.localStorage.clear();
});
