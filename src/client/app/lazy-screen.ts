/**
 * Screens load as their own chunks. A chunk that has not arrived after 120 s is reported as failed (spec
 * section 8), so a dead network shows an error with a retry instead of a loader forever.
 */
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { chunkLoadTimeoutMs } from '../../common/constants';

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('A screen took too long to load.');
    this.name = 'ChunkLoadTimeoutError';
  }
}

/**
 * A screen whose chunk can be asked for before React renders it (start-app.tsx does, for the first screen): a lazy
 * one, or one that ships in the start-up bundle (`bundledScreen`). `preload` settles once the chunk is here (or has
 * failed: the render reports that, with its retry).
 */
export type LazyScreen = ComponentType & { preload(): Promise<void> };

/**
 * A screen already in the bundle renders at once: through React.lazy it would suspend on its first render even
 * with its module at hand, and Home would paint only on a second pass, a long task later.
 */
export function bundledScreen(component: ComponentType): LazyScreen {
  return Object.assign((props: object) => createElement(component, props), {
    preload: () => Promise.resolve(),
  });
}

export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs: number = chunkLoadTimeoutMs,
): LazyScreen {
  // Once the chunk is here the screen renders at once: through React.lazy a first render would suspend anyway,
  // and its Suspense fallback would replace a prerendered first screen (scripts/prerender/) for one commit.
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const lazyLoaded: LazyExoticComponent<ComponentType> = lazy(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
    });
    return Promise.race([loadOnce(), timeout]).finally(() => clearTimeout(timer));
  });
  const screen = (props: object) => createElement(loaded ?? lazyLoaded, props);
  // The browser keeps one module per URL, so the render's own load() later reuses this download. A failure here is
  // left for that render to report, with its retry.
  const preload = () =>
    loadOnce().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(screen, { preload });
}
