/** The fairness call of the verify screen (POST /fairness/price), public: it needs no login. */
import { fairnessPaths } from '../../../common/api-paths';
import type { FairnessPrice } from '../../../common/fairness-types';
import { readCode } from '../../lib/http/envelope-calls';

export function fetchFairnessPrice(symbol: string, timeMs: number): Promise<FairnessPrice> {
  return readCode<FairnessPrice>(fairnessPaths.price, { symbol, time: timeMs });
}
