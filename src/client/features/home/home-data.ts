/** The home screen's own reads: the platform parameters and the current daily candle of every USDT pair. */
import { paramPaths, type ParamEntry } from '../../../common/api-paths';
import { defaultQuoteCoin, pairsOfQuote } from '../../../common/pairs';
import { useCachedQuery } from '../../lib/cache/use-cached-query';
import { getCode } from '../../lib/http/envelope-calls';
import { fetchKline } from '../../lib/market-data/market-api';

const platformKeyName = 'platform';

/** Operator-set figures change a few times a year, so they are not refetched on every 5 s refresh tick. */
export const usePlatformParams = () =>
  useCachedQuery(
    `params:${platformKeyName}`,
    () => getCode<ParamEntry[]>(paramPaths.list, { keyName: platformKeyName }),
    { refreshOnTick: false },
  );

/**
 * Today's volume moves slowly and costs a request per pair: read again every 30 s, not on every 5 s tick. Seven
 * requests in one task every 5 s took 50–75 ms at 4× CPU (issue 23's trace of Home), a long task that recurred for
 * as long as Home was open.
 */
export const dailyCandlesRefreshMs = 30_000;

/**
 * One daily candle per USDT pair, fetched together and saved as one answer, so the daily volume is never a sum
 * over a mix of fresh and failed pairs.
 */
export const useDailyCandles = () =>
  useCachedQuery(
    `market:daily-candles:${defaultQuoteCoin}`,
    () => Promise.all(pairsOfQuote(defaultQuoteCoin).map((pair) => fetchKline(pair.symbol, '1day', 1))),
    { refreshEveryMs: dailyCandlesRefreshMs },
  );
