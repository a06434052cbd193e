/**
 * A screen declares the live channels it shows; the app's one stream carries the union of what the mounted screens
 * ask (live-state.ts), and reopens with the new set when it changes.
 */
import { useEffect } from 'react';
import type { LiveChannel } from '../../../common/live-types';
import { wantLiveChannels } from './live-state';

export function useLiveChannels(channels: readonly (LiveChannel | null | undefined)[]): void {
  const wanted = channels.filter((channel): channel is LiveChannel => !!channel);
  // A new array every render must not re-subscribe: the effect depends on the channels' names only.
  const names = [...new Set(wanted)].sort().join(',');
  useEffect(() => (names ? wantLiveChannels(names.split(',') as LiveChannel[]) : undefined), [names]);
}
