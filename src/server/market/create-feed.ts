/** Chooses the market feed from configuration: the simulator by default, HTX when MARKET_SOURCE=htx. */
import type { AppConfig } from '../config';
import type { Clock } from '../lib/clock';
import type { MarketFeed } from './feed';
import { createHtxFeed } from './htx';
import { createSimulatorFeed } from './simulator';

export function createFeed(config: Pick<AppConfig, 'marketSource' | 'htxBaseUrl'>, clock: Clock): MarketFeed {
  return config.marketSource === 'htx'
    ? createHtxFeed({ clock, baseUrl: config.htxBaseUrl })
    : createSimulatorFeed({ clock });
}
