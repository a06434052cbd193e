/** Platform parameters: public reads for the app, validated writes for operators. */
import type { ParamEntry } from '../../../common/api-paths';
import { ApiError } from '../../http/api-error';
import { numericParams, paramDefaults } from './param-defaults';
import type { ParamsRepo } from './params-repo';

/** A parameter value is short text; anything longer is a mistake, not a setting. */
export const paramValueLengthMax = 500;
const decimalPattern = /^\d+(\.\d+)?$/;

export function createParamsService(repo: ParamsRepo) {
  return {
    list: (keyName: string | undefined): Promise<ParamEntry[]> => repo.list(keyName),

    async get(paramName: string): Promise<ParamEntry> {
      const entry = await repo.find(paramName);
      if (!entry) throw new ApiError('UNKNOWN_PARAM', { name: paramName });
      return entry;
    },

    async set(paramName: string, valueName: string): Promise<ParamEntry> {
      const value = valueName.trim();
      const invalid =
        value.length === 0 ||
        value.length > paramValueLengthMax ||
        (numericParams.has(paramName) && !decimalPattern.test(value));
      if (invalid) throw new ApiError('FIELD_INVALID', { field: 'value' });
      const updated = await repo.update(paramName, value);
      if (!updated) throw new ApiError('UNKNOWN_PARAM', { name: paramName });
      return updated;
    },

    seedDefaults: (): Promise<void> => repo.insertMissing(paramDefaults),
  };
}

export type ParamsService = ReturnType<typeof createParamsService>;
