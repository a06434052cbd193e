/**
 * Imported first by main.tsx, so it runs before the rest of the bundle is evaluated: it starts downloading the
 * stored language's catalog and the on-device cache's database code at once, beside the bundle's own work, instead
 * of one after the other once the app starts.
 */
import { cacheDatabase, cacheMayHoldEntries } from './lib/cache/cache-db';
import { loadLocaleCatalog, storedLocale } from './lib/i18n/i18n';

void loadLocaleCatalog(storedLocale()).catch(() => undefined);
// Opening IndexedDB takes a while on a phone; it is opened now, so the first screen's read of its saved data does not
// wait for it. On a first visit there is nothing to read: the database opens later, when the first answers are saved.
if (cacheMayHoldEntries()) {
  void cacheDatabase()
    .then((database) => database.open())
    .catch(() => undefined);
}
