/**
 * A start's first screen shows its saved data in its very first render. Each start notes which saved answers its
 * first screen read (by route); the on-device cache keeps a copy of those few answers in localStorage as it saves
 * them; the next start at that route reads the copy synchronously, and useCachedQuery begins with it.
 *
 * Measured before this, on a repeat visit at 4× CPU: reading the answers from IndexedDB (Dexie's chunk, opening the
 * database, the read) finished 0.5–0.7 s after React had started its first render, and the cached markets waited
 * for it. IndexedDB stays the cache; this copy only holds what first screens read, each answer under a size cap.
 */
import { currentHashPath } from '../router/hash-location';
import { safeStorage, storageKeys } from '../session/storage-keys';
import type { CacheEntry } from './cache-entry';

/** How long after a start the reads at its route still count as its first screen's. */
export const firstScreenWindowMs = 3_000;
/** Routes remembered, the most recently started first. */
const routesMax = 8;
/** Keys remembered per route: a first screen reads a handful. */
const keysPerRouteMax = 16;
/** An answer larger than this as JSON (a k-line's 2,000 candles) is left to IndexedDB alone. */
export const copiedEntryCharsMax = 16_000;
/** All copies together stay under this, a small part of localStorage's 5 MB. */
const copiedCharsMax = 200_000;

type KeysByRoute = Record<string, string[]>;
type EntriesByKey = Record<string, CacheEntry>;

let recording: { route: string; keys: Set<string> } | undefined;
/** The copies read at start, for the first screen's first render; dropped when its window closes. */
const warmed = new Map<string, CacheEntry>();
/** Answers saved while the first screen's keys are still being noted, copied once they are known. */
const savedDuringWindow = new Map<string, CacheEntry>();

function readJsonObject(key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(key) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function storedKeysByRoute(): KeysByRoute {
  const result: KeysByRoute = {};
  for (const [route, keys] of Object.entries(readJsonObject(storageKeys.firstScreenKeys))) {
    if (Array.isArray(keys)) result[route] = keys.filter((key): key is string => typeof key === 'string');
  }
  return result;
}

function isCacheEntry(value: unknown): value is CacheEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<CacheEntry>;
  return (
    typeof entry.key === 'string' && typeof entry.savedAtMs === 'number' && typeof entry.userId === 'string'
  );
}

function storedCopies(): EntriesByKey {
  const result: EntriesByKey = {};
  for (const [key, entry] of Object.entries(readJsonObject(storageKeys.firstScreenEntries))) {
    if (isCacheEntry(entry) && entry.key === key) result[key] = entry;
  }
  return result;
}

/** Every key some remembered route's first screen reads. */
function rememberedKeys(): Set<string> {
  return new Set(Object.values(storedKeysByRoute()).flat());
}

/** Writes the copies: only remembered keys, each within the size cap, all of them within the total. */
function storeCopies(copies: EntriesByKey, wanted: ReadonlySet<string> = rememberedKeys()): void {
  const kept: string[] = [];
  let chars = 0;
  for (const [key, entry] of Object.entries(copies)) {
    const json = JSON.stringify(entry);
    if (!wanted.has(key) || json.length > copiedEntryCharsMax || chars + json.length > copiedCharsMax)
      continue;
    kept.push(`${JSON.stringify(key)}:${json}`);
    chars += json.length;
  }
  safeStorage.set(storageKeys.firstScreenEntries, `{${kept.join(',')}}`);
}

/** Stores `keys` as the route's, making it the most recently noted route. */
function storeRouteKeys(route: string, keys: readonly string[], keysByRoute: KeysByRoute): void {
  const others = Object.entries(keysByRoute).filter(([started]) => started !== route);
  const next = [[route, keys] as const, ...others].slice(0, routesMax);
  safeStorage.set(storageKeys.firstScreenKeys, JSON.stringify(Object.fromEntries(next)));
}

/**
 * At the window's end, the route's keys become exactly this start's reads (a key the screen no longer reads is
 * dropped), and everything saved meanwhile is copied.
 */
function finishFirstScreen(): void {
  const finished = recording;
  recording = undefined;
  warmed.clear();
  if (finished && finished.keys.size > 0)
    storeRouteKeys(finished.route, [...finished.keys], storedKeysByRoute());
  storeCopies({ ...storedCopies(), ...Object.fromEntries(savedDuringWindow) });
  savedDuringWindow.clear();
}

/**
 * The keys the first screen at `route` read last time. A route with none of its own takes those of the latest start
 * below it: a screen that moves the address on (/account to the coin account at /account/assert/1) was last started,
 * reloaded, at the address it moved to, and shows the same answers again.
 */
function rememberedKeysFor(route: string, keysByRoute: KeysByRoute): string[] {
  const own = keysByRoute[route];
  if (own || route === '/') return own ?? [];
  return Object.entries(keysByRoute).find(([started]) => started.startsWith(`${route}/`))?.[1] ?? [];
}

/**
 * Called once at start, before the app's code is evaluated: takes the copies of what the screen at `route` read at
 * its last start, and begins noting what it reads this time. Answers whether every one of those reads has a copy.
 */
export function warmFirstScreen(route: string = currentHashPath()): boolean {
  recording = { route, keys: new Set() };
  setTimeout(finishFirstScreen, firstScreenWindowMs);
  const copies = storedCopies();
  const keys = rememberedKeysFor(route, storedKeysByRoute());
  for (const key of keys) {
    const copy = copies[key];
    if (copy) warmed.set(key, copy);
  }
  return keys.length > 0 && warmed.size === keys.length;
}

/**
 * Notes a saved answer the screen reads, while it is the start's first screen: at the start's route or below it, as
 * a screen may move the address on (/account shows the coin account at /account/assert/1).
 */
export function noteFirstScreenRead(key: string): void {
  if (!recording || recording.keys.size >= keysPerRouteMax || recording.keys.has(key)) return;
  const path = currentHashPath();
  const below = recording.route === '/' || path.startsWith(`${recording.route}/`);
  if (path !== recording.route && !below) return;
  recording.keys.add(key);
  if (!notesPending) {
    notesPending = true;
    queueMicrotask(storeNotedReads);
  }
}

let notesPending = false;

/**
 * The reads noted so far, stored beside the keys of the route's last start, with the copies of answers saved before
 * their note: a visit closed within the window (a quick look, a reload) still gives the next start its answers. Once
 * per batch of notes (a screen's queries note theirs in one commit's effects), not once per key.
 */
function storeNotedReads(): void {
  notesPending = false;
  if (!recording) return;
  const keysByRoute = storedKeysByRoute();
  const keys = new Set([...recording.keys, ...(keysByRoute[recording.route] ?? [])]);
  storeRouteKeys(recording.route, [...keys].slice(0, keysPerRouteMax), keysByRoute);
  const saved = [...recording.keys].flatMap((noted) => savedDuringWindow.get(noted) ?? []);
  if (saved.length > 0)
    storeCopies({ ...storedCopies(), ...Object.fromEntries(saved.map((entry) => [entry.key, entry])) });
}

/**
 * Notes that the first screen at `route` reads `key`, without a start there: for a screen whose first read is known
 * in advance (Me reads the signed-in user's profile), so that an answer saved on another screen is copied for that
 * screen's first start. The route's other keys stay; it becomes the most recently noted route.
 */
export function rememberFirstScreenRead(route: string, key: string): void {
  const keysByRoute = storedKeysByRoute();
  const keys = keysByRoute[route] ?? [];
  if (keys.includes(key) || keys.length >= keysPerRouteMax) return;
  storeRouteKeys(route, [...keys, key], keysByRoute);
}

/** The copy taken at start for this key, if it is this owner's ('' for public data). */
export function warmedEntry<T>(key: string, userId: string): CacheEntry<T> | undefined {
  const entry = warmed.get(key);
  return entry && entry.userId === userId ? (entry as CacheEntry<T>) : undefined;
}

/** Called by the cache with each batch it saved: refreshes the copies of answers first screens read. */
export function copySavedEntries(batch: readonly CacheEntry[]): void {
  if (recording) for (const entry of batch) savedDuringWindow.set(entry.key, entry);
  const wanted = rememberedKeys();
  const copied = batch.filter((entry) => wanted.has(entry.key));
  if (copied.length > 0)
    storeCopies({ ...storedCopies(), ...Object.fromEntries(copied.map((e) => [e.key, e])) }, wanted);
}

/** Drops a user's copies, in memory and in storage (logout). */
export function forgetCopiedEntries(userId: string): void {
  for (const [key, entry] of warmed) if (entry.userId === userId) warmed.delete(key);
  for (const [key, entry] of savedDuringWindow) if (entry.userId === userId) savedDuringWindow.delete(key);
  const kept = Object.entries(storedCopies()).filter(([, entry]) => entry.userId !== userId);
  storeCopies(Object.fromEntries(kept));
}
