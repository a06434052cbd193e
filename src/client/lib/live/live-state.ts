/**
 * What the app's live stream (docs/api.md "Live stream") is asked to carry and whether it carries it now. This part
 * is in every screen's bundle, so it is small and has no dependencies: the screens declare their channels here
 * (use-live-channels.ts), the cache asks here whether the 5000 ms tick may skip a key, and the stream itself
 * (live-client.ts, a chunk loaded after the first screen shows) reads the channels and reports its health here.
 */
import type { LiveChannel } from '../../../common/live-types';

/** How many mounted hooks want each channel: a channel stays asked for until the last of them unmounts. */
const wantedCounts = new Map<LiveChannel, number>();
const wantedListeners = new Set<() => void>();

/** Asks for channels until the returned function is called. */
export function wantLiveChannels(channels: readonly LiveChannel[]): () => void {
  const unique = [...new Set(channels)];
  for (const channel of unique) wantedCounts.set(channel, (wantedCounts.get(channel) ?? 0) + 1);
  if (unique.length > 0) for (const listener of wantedListeners) listener();
  return () => {
    for (const channel of unique) {
      const count = (wantedCounts.get(channel) ?? 1) - 1;
      if (count > 0) wantedCounts.set(channel, count);
      else wantedCounts.delete(channel);
    }
    if (unique.length > 0) for (const listener of wantedListeners) listener();
  };
}

/** The union of the channels the mounted screens want, sorted so that the same set always reads the same. */
export function wantedLiveChannels(): LiveChannel[] {
  return [...wantedCounts.keys()].sort();
}

export function onWantedLiveChannelsChange(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** The cache key a channel's events are saved under: the key of the market call whose answer they are. */
export function liveChannelCacheKey(channel: string): string {
  return `market:${channel}`;
}

interface LiveHealth {
  healthy: boolean;
  /** The cache keys of the channels the open stream accepted. */
  publicKeys: ReadonlySet<string>;
  /** The user whose private events the stream carries; '' when it carries none. */
  privateUserId: string;
}

const unhealthy: LiveHealth = { healthy: false, publicKeys: new Set(), privateUserId: '' };
let health: LiveHealth = unhealthy;

/**
 * The stream reports here: healthy after `hello` and while bytes arrive; anything else lets the tick run. The state
 * is also marked on <html> (`data-live="on"` or `"off"`), so a test or a developer sees it without the module.
 */
export function setLiveHealth(next: LiveHealth | undefined): void {
  health = next ?? unhealthy;
  document.documentElement.dataset.live = health.healthy ? 'on' : 'off';
}

export function liveHealthy(): boolean {
  return health.healthy;
}

/**
 * Whether a healthy stream keeps this answer current, so the tick need not read it: a public key of an accepted
 * channel, or any private answer of the user the stream is signed in as (their events make those read again).
 */
export function liveCarries(key: string, userId: string): boolean {
  if (!health.healthy) return false;
  return userId === '' ? health.publicKeys.has(key) : userId === health.privateUserId;
}
