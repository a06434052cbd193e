/** The fairness call of the verify screen (POST /fairness/price), public: it needs no login. */
import { fairnessPricePath } from '../../../common/api-paths';
import type { FairnessPrice } from '../../../common/fairness-types';
import { readCode } from '../../lib/http/envelope-calls';

export function fetchFairnessPrice(symbol: string, timeMs: number): Promise<FairnessPrice> {
  return readCode<FairnessPrice>(fairnessPricePath, { symbol, time: timeMs });
}
