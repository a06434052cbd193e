/** Chooses the market feed from configuration: the simulator by default, HTX when MARKET_SOURCE=htx. */
import type { AppConfig } from '../config';
import type { Clock } from '../lib/clock';
import type { DayKeyOf } from './fairness/day-keys';
import type { MarketFeed } from './feed';
import { createHtxFeed } from './htx';
import { createSimulatorFeed } from './simulator';

/**
 * The simulator priced by the installation's day keys. The one place the fairness code builds a simulator, so that
 * the server's feed and every recomputation from revealed keys go through the same call.
 */
export function createSimulatorFeedWithKeys(clock: Clock, dayKeys: DayKeyOf): MarketFeed {
  return createSimulatorFeed({ clock, dayKeys });
}

export function createFeed(
  config: Pick<AppConfig, 'marketSource' | 'htxBaseUrl'>,
  clock: Clock,
  dayKeys: DayKeyOf,
): MarketFeed {
  return config.marketSource === 'htx'
    ? createHtxFeed({ clock, baseUrl: config.htxBaseUrl })
    : createSimulatorFeedWithKeys(clock, dayKeys);
}
