/**
 * What the trading engines receive from the process. It lives apart from engines/index.ts, which lists the
 * engines: an engine that imported its type from the list it is part of would close an import circle.
 */
import type { Database } from '../db/client';
import type { Ledger } from '../ledger/ledger';
import type { Clock } from '../lib/clock';
import type { MarketFeed } from '../market/feed';
import type { ParamsService } from '../modules/params/params-service';

export interface EngineDependencies {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  feed: MarketFeed;
  params: Pick<ParamsService, 'get'>;
}
