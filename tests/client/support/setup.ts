/** Client tests run in happy-dom with an in-memory IndexedDB, and each starts from an empty page and storage. */
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
