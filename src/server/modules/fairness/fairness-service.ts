/**
 * The public side of the market's fairness (docs/security.md "Market integrity"): each UTC day's commitment,
 * listed before the day begins, its key once the day has ended, and any second's price recomputed from revealed
 * keys only, exactly as an outsider would recompute it.
 */
import type { FairnessDay, FairnessDays, FairnessPrice } from '../../../common/fairness-types';
import type { MarketSource } from '../../../common/market-types';
import { findPair } from '../../../common/pairs';
import { ApiError } from '../../http/api-error';
import type { Clock } from '../../lib/clock';
import { commitmentOf, dayIndexOf, isoDayOf, type DayKeyOf } from '../../market/fairness/day-keys';
import { recomputePrice, revealedKeysFor } from '../../market/fairness/recompute-day';

/** The most days one call lists: more than a year, so a verifier gets a day's lookback in one call. */
export const fairnessDaysPerCallMax = 400;
/** Days listed when the call names no range: the last 30 through tomorrow. */
export const fairnessDefaultDays = 30;
/** The earliest moment whose price the call recomputes (2020-01-01T00:00:00Z). */
export const fairnessEarliestTimeMs = Date.UTC(2020, 0, 1);

export interface FairnessServiceDeps {
  dayKeys: DayKeyOf;
  clock: Clock;
  source: MarketSource;
}

/** Optional bounds of the day list, as UTC day indexes. */
export interface DayRange {
  fromDay?: number | undefined;
  toDay?: number | undefined;
}

export function createFairnessService(deps: FairnessServiceDeps) {
  const requireSimulated = () => {
    if (deps.source !== 'sim') throw new ApiError('FAIRNESS_LIVE_PRICES');
  };

  /** A day's listing: the commitment always, the key only once the day is over. */
  const dayOf = (dayIndex: number, todayIndex: number): FairnessDay => {
    const key = deps.dayKeys(dayIndex);
    return {
      day: isoDayOf(dayIndex),
      commitment: commitmentOf(key),
      secret: dayIndex < todayIndex ? key.toString('hex') : null,
    };
  };

  return {
    days(range: DayRange): FairnessDays {
      requireSimulated();
      const todayIndex = dayIndexOf(deps.clock());
      // Tomorrow's commitment is listed so that it is public before the day begins; nothing later is.
      const toDay = Math.min(range.toDay ?? todayIndex + 1, todayIndex + 1);
      const fromDay = range.fromDay ?? toDay - (fairnessDefaultDays - 1);
      if (fromDay > toDay || toDay - fromDay + 1 > fairnessDaysPerCallMax)
        throw new ApiError('FAIRNESS_RANGE_INVALID', { max: fairnessDaysPerCallMax });
      const list: FairnessDay[] = [];
      for (let day = toDay; day >= fromDay; day--) list.push(dayOf(day, todayIndex));
      return { today: isoDayOf(todayIndex), list };
    },

    async price(symbol: string, timeMs: number): Promise<FairnessPrice> {
      requireSimulated();
      const pair = findPair(symbol);
      if (!pair) throw new ApiError('UNKNOWN_SYMBOL', { symbol });
      const nowMs = deps.clock();
      if (timeMs < fairnessEarliestTimeMs || timeMs > nowMs)
        throw new ApiError('FAIRNESS_TIME_RANGE', {
          earliest: isoDayOf(dayIndexOf(fairnessEarliestTimeMs)),
        });
      const secondMs = Math.floor(timeMs / 1000) * 1000;
      const dayIndex = dayIndexOf(secondMs);
      const todayIndex = dayIndexOf(nowMs);
      const listed = dayOf(dayIndex, todayIndex);
      const price =
        listed.secret === null
          ? null
          : await recomputePrice(pair, secondMs, revealedKeysFor(deps.dayKeys, dayIndex, todayIndex));
      return { symbol: pair.symbol, time: secondMs, ...listed, price };
    },
  };
}

export type FairnessService = ReturnType<typeof createFairnessService>;
