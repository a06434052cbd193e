/**
 * Empties the on-device cache between tests: answers still waiting for their idle-time batch are written first,
 * so that none of them lands in the next test after the clear.
 */
import { cacheDatabase, flushCacheWrites } from '../../../src/client/lib/cache/cache-db';

export async function clearDeviceCache(): Promise<void> {
  await flushCacheWrites();
  await (await cacheDatabase()).entries.clear();
}
