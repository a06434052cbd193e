/**
 * Reads a stream's `channels` query against the channel grammar of src/common/live-types.ts: known symbols of the
 * pair table (as the pair table spells them, lower case), known quote coins (upper case) and known k-line periods.
 * A bad list is refused whole, so a stream never opens with part of what the client asked for.
 */
import { isKlinePeriod } from '../../common/constants';
import { liveChannelsMax } from '../../common/live-types';
import { findPair, isQuoteCoin } from '../../common/pairs';
import { ApiError } from '../http/api-error';

function isKnownSymbol(symbol: string): boolean {
  return findPair(symbol)?.symbol === symbol;
}

/** True when the name is a channel of the grammar with a known symbol, quote coin and period. */
export function isLiveChannel(name: string): boolean {
  const [kind, first, second, ...rest] = name.split(':');
  if (rest.length > 0 || first === undefined) return false;
  switch (kind) {
    case 'details':
    case 'depth':
      return second === undefined && isKnownSymbol(first);
    case 'tickers':
      return second === undefined && isQuoteCoin(first) && first === first.toUpperCase();
    case 'kline':
      return second !== undefined && isKnownSymbol(first) && isKlinePeriod(second);
    default:
      return false;
  }
}

/**
 * The channels of a stream, de-duplicated in the order asked; an absent or empty query asks for none, and an empty
 * name between commas ("details:btcusdt,", as a client joining a list may send) names nothing and is passed over.
 */
export function parseLiveChannels(query: unknown): string[] {
  if (query === undefined || query === '') return [];
  if (typeof query !== 'string') throw new ApiError('FIELD_INVALID', { field: 'channels' });
  const names = query.split(',').map((name) => name.trim());
  const channels = [...new Set(names.filter((name) => name !== ''))];
  if (channels.length > liveChannelsMax)
    throw new ApiError('LIVE_CHANNELS_TOO_MANY', { max: liveChannelsMax });
  for (const channel of channels) {
    if (!isLiveChannel(channel))
      throw new ApiError('LIVE_CHANNEL_UNKNOWN', { channel: channel.slice(0, 64) });
  }
  return channels;
}
