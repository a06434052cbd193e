/**
 * Imported first by main.tsx, so it runs before the rest of the bundle is evaluated: it starts downloading the
 * stored language's catalog and the on-device cache's database code at once, beside the bundle's own work, instead
 * of one after the other once the app starts.
 */
import { cacheDatabase, cacheMayHoldEntries } from './lib/cache/cache-db';
import { warmFirstScreen } from './lib/cache/warm-start';
import { loadLocaleCatalog, startLocale } from './lib/i18n/i18n';

void loadLocaleCatalog(startLocale()).catch(() => undefined);
// The first screen's saved answers, copied where they can be read at once, are taken now for its first render
// (warm-start.ts). Where some are not copied, IndexedDB is opened now, as that takes a while on a phone, so the
// first screen's read of them does not wait for it; where all are, loading Dexie waits until the screen is up. On a
// first visit there is nothing to read: the database opens later, when the first answers are saved.
if (!warmFirstScreen() && cacheMayHoldEntries()) {
  void cacheDatabase()
    .then((database) => database.open())
    .catch(() => undefined);
}
