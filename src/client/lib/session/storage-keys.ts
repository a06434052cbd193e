/** The browser-storage keys of the spec's session state (section 3), in one place. */
// The language, login flag, token, user id, up-colour and warm-start keys are shared with index.html's inline
// first-screen script, which reads them before any module loads.
import { storedFirstFillsKey } from '../../../common/first-fill';
import {
  storedFirstScreenEntriesKey,
  storedFirstScreenKeysKey,
  storedLanguageKey,
  storedLoginKey,
  storedTokenKey,
  storedUpColorKey,
  storedUserIdKey,
} from '../../../common/first-screen-names';

export const storageKeys = {
  userId: storedUserIdKey,
  userToken: storedTokenKey,
  isLogin: storedLoginKey,
  language: storedLanguageKey,
  assetList: 'petrel.assetList',
  canSeeAssets: 'petrel.canSeeAsserts',
  upColor: storedUpColorKey,
  /** Set when the user chose "Don't ask again" in the timed-order confirmation (one device, any account). */
  secondOrderConfirmSkipped: 'petrel.secondOrderConfirmSkipped',
  /** Set once the on-device cache has saved something (lib/cache/cache-db.ts). */
  cacheFilled: 'petrel.cacheFilled',
  /** Which saved answers each route's first screen read at its last start (lib/cache/warm-start.ts). */
  firstScreenKeys: storedFirstScreenKeysKey,
  /** Copies of those answers, read synchronously by the next start (lib/cache/warm-start.ts). */
  firstScreenEntries: storedFirstScreenEntriesKey,
  /** The rows first screens drew from those answers, for the next start's prerendered copy (lib/cache/first-fill.tsx). */
  firstFills: storedFirstFillsKey,
  /** The latest candles of the last few charts drawn, for the next chart's first frame (components/market). */
  candlePreviews: 'petrel.candlePreviews',
} as const;

/** Storage that never throws: private modes and full quotas must not break the app. */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Losing a preference is better than losing the screen.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // See set().
    }
  },
};
