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

/** A lazy screen whose chunk can be asked for before React renders it (main.tsx does, for the first screen). */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload(): void };

export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs: number = chunkLoadTimeoutMs,
): LazyScreen {
  const screen = lazy(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
    });
    return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
  });
  // The browser keeps one module per URL, so the render's own load() later reuses this download. A failure here is
  // left for that render to report, with its retry.
  const preload = () => void load().catch(() => undefined);
  return Object.assign(screen, { preload });
}
