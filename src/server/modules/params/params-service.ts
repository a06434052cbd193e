/** Platform parameters: public reads for the app, validated writes for operators. */
import { paramNames, type ParamEntry } from '../../../common/api-paths';
import { formatLeverageList, parseLeverageList } from '../../../common/contract-leverage';
import { ApiError } from '../../http/api-error';
import { identitySwitchValues } from '../kyc/kyc-service';
import {
  numericParams,
  paramDefaults,
  paramSecondsMax,
  switchParams,
  wholeSecondParams,
} from './param-defaults';
import type { ParamsRepo } from './params-repo';

/** A parameter value is short text; anything longer is a mistake, not a setting. */
export const paramValueLengthMax = 500;
const decimalPattern = /^\d+(\.\d+)?$/;

/** 1 to paramSecondsMax, digits only, no leading zero: compared as text, as numbers of one length compare alike. */
function isWholeSeconds(value: string): boolean {
  const most = String(paramSecondsMax);
  return (
    /^[1-9]\d*$/.test(value) &&
    (value.length < most.length || (value.length === most.length && value <= most))
  );
}

/**
 * A parameter whose value has a shape of its own is checked, and stored in its canonical form, on every write, so
 * the generic `param set` cannot store what the dedicated command would refuse. Only the leverage list has one.
 */
function canonicalValue(paramName: string, value: string): string {
  if (paramName !== paramNames.contractLeverageList) return value;
  const checked = parseLeverageList(value);
  if (!checked.ok) throw new ApiError(checked.error, checked.values);
  return formatLeverageList(checked.multiples);
}

export function createParamsService(repo: ParamsRepo) {
  return {
    list: (keyName: string | undefined): Promise<ParamEntry[]> => repo.list(keyName),

    async get(paramName: string): Promise<ParamEntry> {
      const entry = await repo.find(paramName);
      if (!entry) throw new ApiError('UNKNOWN_PARAM', { name: paramName });
      return entry;
    },

    async set(paramName: string, valueName: string): Promise<ParamEntry> {
      const value = canonicalValue(paramName, valueName.trim());
      const invalid =
        value.length === 0 ||
        value.length > paramValueLengthMax ||
        (numericParams.has(paramName) && !decimalPattern.test(value)) ||
        (switchParams.has(paramName) && !identitySwitchValues.includes(value)) ||
        (wholeSecondParams.has(paramName) && !isWholeSeconds(value));
      if (invalid) throw new ApiError('FIELD_INVALID', { field: 'value' });
      const updated = await repo.update(paramName, value);
      if (!updated) throw new ApiError('UNKNOWN_PARAM', { name: paramName });
      return updated;
    },

    seedDefaults: (): Promise<void> => repo.insertMissing(paramDefaults),
  };
}

export type ParamsService = ReturnType<typeof createParamsService>;
