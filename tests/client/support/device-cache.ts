/**
 * Empties the on-device cache between tests, the answers still waiting for their batch included (none of them lands
 * in the next test), and with them when each key was last written (a key of the last test is not held back).
 */
import { deleteAllCacheEntries } from '../../../src/client/lib/cache/cache-db';

export async function clearDeviceCache(): Promise<void> {
  await deleteAllCacheEntries();
}
