/**
 * The platform's support email (parameter customer_service_email), loaded at start into the session (spec
 * section 7). The last answer is kept in the device cache, so the address is shown offline too.
 */
import { paramNames } from '../../../common/api-paths';
import { readCacheEntry, writeCacheEntry } from '../cache/cache-db';
import { isOnline } from '../connectivity/connectivity-store';
import { sessionStore } from '../session/session-store';
import { fetchParamValue } from './account-api';

const cacheKey = `params:${paramNames.customerServiceEmail}`;

export async function loadPlatformEmail(): Promise<void> {
  const saved = await readCacheEntry<string>(cacheKey);
  if (saved && !sessionStore.get().platformEmail) sessionStore.set({ platformEmail: saved.value });
  if (!isOnline()) return;
  try {
    const { valueName } = await fetchParamValue(paramNames.customerServiceEmail);
    sessionStore.set({ platformEmail: valueName });
    await writeCacheEntry({ key: cacheKey, value: valueName, savedAtMs: Date.now(), userId: '' });
  } catch {
    // The saved address (or none) stays; screens that need it say so.
  }
}
