/**
 * Screens load as their own chunks. A chunk that has not arrived after 120 s is reported as failed (spec
 * section 8), so a dead network shows an error with a retry instead of a loader forever.
 */
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { chunkLoadTimeoutMs } from '../../common/constants';
import { loadCatalogPart, localeStore, type CatalogPart } from '../lib/i18n/i18n';

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
export type LazyScreen<Props extends object = object> = ComponentType<Props> & { preload(): Promise<void> };

/**
 * A screen already in the bundle renders at once: through React.lazy it would suspend on its first render even
 * with its module at hand, and Home would paint only on a second pass, a long task later.
 */
export function bundledScreen(component: ComponentType): LazyScreen {
  return Object.assign((props: object) => createElement(component, props), {
    preload: () => Promise.resolve(),
  });
}

export function lazyScreen(load: () => Promise<{ default: ComponentType }>, timeoutMs?: number): LazyScreen;
/** A lazy component that takes props (the login prompt: which route, where to come back to). */
export function lazyScreen<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  timeoutMs?: number,
): LazyScreen<Props>;
export function lazyScreen<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  timeoutMs: number = chunkLoadTimeoutMs,
): LazyScreen<Props> {
  // Once the chunk is here the screen renders at once: through React.lazy a first render would suspend anyway,
  // and its Suspense fallback would replace a prerendered first screen (scripts/prerender/) for one commit.
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const lazyLoaded: LazyExoticComponent<ComponentType<Props>> = lazy(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
    });
    return Promise.race([loadOnce(), timeout]).finally(() => clearTimeout(timer));
  });
  const screen = (props: Props) => createElement<Props>(loaded ?? lazyLoaded, props);
  // The browser keeps one module per URL, so the render's own load() later reuses this download. A failure here is
  // left for that render to report, with its retry.
  const preload = () =>
    loadOnce().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(screen, { preload });
}

/**
 * A chunk whose screens show a catalog part asks for that part beside its code, so the screen's first render has
 * its texts: one round trip, not a second one when the screen first renders (issue 23). A part that fails to come
 * leaves the screen to its CatalogPart, which asks again. A screen with a form also asks for the `errors` part its
 * rules' messages live in: loaded after the first commit, it made the whole screen render again, synchronously
 * (i18n.load and the parts' store), a task of 9-11 ms at 1x on Trade (issue 23's CPU profile).
 */
export const withCatalogPart =
  <T>(parts: CatalogPart | readonly CatalogPart[], load: () => Promise<T>) =>
  (): Promise<T> => {
    const { locale } = localeStore.get();
    const asked = (typeof parts === 'string' ? [parts] : parts).map((part) =>
      loadCatalogPart(part, locale).catch(() => undefined),
    );
    return Promise.all([load(), ...asked]).then(([module]) => module);
  };
