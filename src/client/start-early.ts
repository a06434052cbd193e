/**
 * What the app's start waits for besides its own chunk, asked for by main.tsx once the prerendered first screen
 * has painted, beside the app's chunk: the stored language's catalog and, where the first screen needs it, the
 * on-device cache's database code. Before the paint they competed with it: asked for as the entry ran, they could
 * finish before the first frame, which then waited behind their evaluation, and Lighthouse's model, which counts
 * every request that ended before the largest paint as one it waited for, put that paint 0.3–0.5 s later on slow 4G
 * (issue 23: the trade screen's LCP at 1.5–1.7 s in the rounds where they had, 1.1–1.2 s where they had not).
 */
import { cacheDatabase, cacheMayHoldEntries } from './lib/cache/cache-db';
import { warmFirstScreen } from './lib/cache/warm-start';
import { loadLocaleCatalog, startLocale } from './lib/i18n/i18n';

export function startEarly(): void {
  void loadLocaleCatalog(startLocale()).catch(() => undefined);
  // The first screen's saved answers, copied where they can be read at once, are taken now for its first render
  // (warm-start.ts). Where some are not copied, IndexedDB is opened now, as that takes a while on a phone, so the
  // first screen's read of them does not wait for it; where all are, loading Dexie waits until the screen is up. On
  // a first visit there is nothing to read: the database opens later, when the first answers are saved.
  if (!warmFirstScreen() && cacheMayHoldEntries()) {
    void cacheDatabase()
      .then((database) => database.open())
      .catch(() => undefined);
  }
}
