/**
 * Operator parameters of the contact screen (support email, online service link). The key matches the one the
 * accounts code saves the support email under at start, so both share one saved answer.
 */
import { paramPaths } from '../../../common/api-paths';
import { useCachedQuery } from '../../lib/cache/use-cached-query';
import { readCode } from '../../lib/http/envelope-calls';

export function fetchConfigValue(paramName: string): Promise<string> {
  return readCode<{ valueName: string }>(paramPaths.byName, { paramName }).then((answer) => answer.valueName);
}

/** Set by the operator and rarely changed: fetched when the screen opens, not on the refresh tick. */
export const useConfigValue = (paramName: string) =>
  useCachedQuery(`params:${paramName}`, () => fetchConfigValue(paramName), { refreshOnTick: false });
