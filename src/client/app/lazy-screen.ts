/**
 * Screens load as their own chunks. A chunk that has not arrived after 120 s is reported as failed (spec
 * section 8), so a dead network shows an error with a retry instead of a loader forever.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { chunkLoadTimeoutMs } from '../../common/constants';

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('A screen took too long to load.');
    this.name = 'ChunkLoadTimeoutError';
  }
}

export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs: number = chunkLoadTimeoutMs,
): LazyExoticComponent<ComponentType> {
  return lazy(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
    });
    return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
  });
}
