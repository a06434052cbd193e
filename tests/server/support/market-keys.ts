/** Fixed simulator day keys for tests: every test feed of a run prices the market the same way. */
import { dayKeyBytes, dayKeysFromMaster } from '../../../src/server/market/fairness/day-keys';

/** A fixed 32-byte master secret, as an installation would hold one. */
export const testMarketMaster = Buffer.alloc(dayKeyBytes, 0x5a);

export const testDayKeys = dayKeysFromMaster(testMarketMaster);
