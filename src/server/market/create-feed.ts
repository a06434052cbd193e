/** Chooses the market feed from configuration: the simulator by default, HTX when MARKET_SOURCE=htx. */
import type { AppConfig } from '../config';
import type { Clock } from '../lib/clock';
import type { DayKeyOf } from './fairness/day-keys';
import type { MarketFeed } from './feed';
import { createHtxFeed } from './htx';
import { createSimulatorFeed } from './simulator';

/** `dayKeys` are the simulator's secret day keys (ARCHITECTURE.md §7); the HTX feed does not need them. */
export function createFeed(
  config: Pick<AppConfig, 'marketSource' | 'htxBaseUrl'>,
  clock: Clock,
  dayKeys: DayKeyOf,
): MarketFeed {
  return config.marketSource === 'htx'
    ? createHtxFeed({ clock, baseUrl: config.htxBaseUrl })
    : createSimulatorFeed({ clock, dayKeys });
}
