/**
 * The market channels: one publisher per process, ticked every liveMarketIntervalMs, computes each watched channel's
 * body with the market service the market routes answer from, and sends it to the streams whose last copy differs.
 * Every process has the same feed, so market channels need no NOTIFY. `ts` (the moment of the answer) is left out
 * of the comparison: only a change of the market itself is sent.
 */
import { liveEventNames } from '../../common/live-types';
import { ApiError } from '../http/api-error';
import type { MarketAnswer, MarketService } from '../modules/market/market-service';
import type { LiveHub } from './live-hub';
import type { LiveStream } from './live-stream';
import { sseEvent } from './live-sse';

/** A channel's latest body: its version grows each time the body changes; `text` is the SSE event, written once. */
interface ChannelSnapshot {
  key: string;
  version: number;
  text: string;
}

/** k-line channels carry the newest candle only; the call for one candle answers exactly that. */
const klineNewestCount = 1;

function parsed(answer: MarketAnswer): Record<string, unknown> {
  return JSON.parse(answer.json.toString('utf8')) as Record<string, unknown>;
}

/** The channel's body (as its market call answers it) and the part of it that says whether it changed. */
async function channelBody(market: MarketService, channel: string): Promise<{ body: unknown; key: string }> {
  const [kind = '', symbol = '', period = ''] = channel.split(':');
  if (kind === 'kline') {
    const data = parsed(await market.kline(symbol, period, klineNewestCount)).data as unknown[];
    const candle = data.at(-1);
    return { body: candle, key: JSON.stringify(candle) };
  }
  const answer =
    kind === 'details'
      ? await market.details(symbol, undefined)
      : kind === 'tickers'
        ? await market.tickersByQuoteCoin(symbol)
        : await market.depth(symbol, undefined);
  const body = parsed(answer);
  const { ts: _answeredAtMs, ...withoutTime } = body;
  return { body, key: JSON.stringify(withoutTime) };
}

export class LiveMarket {
  private readonly snapshots = new Map<string, ChannelSnapshot>();
  private ticking = false;

  constructor(
    private readonly market: MarketService,
    private readonly hub: LiveHub,
  ) {}

  /** The channel's snapshot now; undefined while the market is unavailable (the service has logged why). */
  async current(channel: string): Promise<ChannelSnapshot | undefined> {
    let next: { body: unknown; key: string };
    try {
      next = await channelBody(this.market, channel);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'UPSTREAM_UNAVAILABLE') return undefined;
      throw error;
    }
    const previous = this.snapshots.get(channel);
    if (previous?.key === next.key) return previous;
    const snapshot = {
      key: next.key,
      version: (previous?.version ?? 0) + 1,
      text: sseEvent(liveEventNames.market, { channel, body: next.body }),
    };
    this.snapshots.set(channel, snapshot);
    return snapshot;
  }

  /** Sends the snapshot to one stream unless it has this version already. */
  static send(stream: LiveStream, channel: string, snapshot: ChannelSnapshot | undefined): void {
    if (!snapshot || stream.marketVersions.get(channel) === snapshot.version) return;
    stream.marketVersions.set(channel, snapshot.version);
    stream.write(snapshot.text);
  }

  /** One interval: every watched channel, to its subscribers that lack its latest version. */
  async tick(): Promise<void> {
    // A tick slower than the interval (a slow upstream) is not overlapped by the next one.
    if (this.ticking) return;
    this.ticking = true;
    try {
      const watched = this.hub.watchedChannels();
      for (const channel of this.snapshots.keys())
        if (!watched.includes(channel)) this.snapshots.delete(channel);
      for (const channel of watched) {
        const snapshot = await this.current(channel);
        for (const stream of this.hub.subscribersOf(channel)) LiveMarket.send(stream, channel, snapshot);
      }
    } finally {
      this.ticking = false;
    }
  }
}
