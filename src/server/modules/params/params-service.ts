/** Platform parameters: public reads for the app, validated writes for operators. */
import { paramNames, type ParamEntry } from '../../../common/api-paths';
import { formatLeverageList, parseLeverageList } from '../../../common/contract-leverage';
import { ApiError } from '../../http/api-error';
import { identitySwitchValues } from '../kyc/kyc-service';
import { formatFourEyesThresholds, parseFourEyesThresholds } from '../../../common/four-eyes-thresholds';
import {
  numericParams,
  paramDefaults,
  paramSecondsMax,
  switchParams,
  wholeSecondParams,
} from './param-defaults';
import { createParamsRepo, type ParamsRepo } from './params-repo';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { recordAudit, type OperatorAct } from '../operators';

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
 * the generic `param set` cannot store what the dedicated command would refuse: the leverage list and the
 * four-eyes thresholds.
 */
function canonicalValue(paramName: string, value: string): string {
  if (paramName === paramNames.withdrawFourEyesThresholds) {
    const thresholds = parseFourEyesThresholds(value);
    if (!thresholds.ok) throw new ApiError(thresholds.error, thresholds.values);
    return formatFourEyesThresholds(thresholds.thresholds);
  }
  if (paramName !== paramNames.contractLeverageList) return value;
  const checked = parseLeverageList(value);
  if (!checked.ok) throw new ApiError(checked.error, checked.values);
  return formatLeverageList(checked.multiples);
}

/**
 * `changes` (the database and the clock) lets the service take an operator's change, in a transaction with its
 * audit row; boot's seeding and the services that only read build it without.
 */
export function createParamsService(repo: ParamsRepo, changes?: { db: Database; clock: Clock }) {
  return {
    list: (keyName: string | undefined): Promise<ParamEntry[]> => repo.list(keyName),

    async get(paramName: string): Promise<ParamEntry> {
      const entry = await repo.find(paramName);
      if (!entry) throw new ApiError('UNKNOWN_PARAM', { name: paramName });
      return entry;
    },

    /** An operator's change, with its audit row in the same transaction. */
    async set(paramName: string, valueName: string, act: OperatorAct): Promise<ParamEntry> {
      const value = canonicalValue(paramName, valueName.trim());
      const invalid =
        value.length === 0 ||
        value.length > paramValueLengthMax ||
        (numericParams.has(paramName) && !decimalPattern.test(value)) ||
        (switchParams.has(paramName) && !identitySwitchValues.includes(value)) ||
        (wholeSecondParams.has(paramName) && !isWholeSeconds(value));
      if (invalid) throw new ApiError('FIELD_INVALID', { field: 'value' });
      if (!changes) throw new Error('this params service was built to read only');
      const { db, clock } = changes;
      return db.transaction(async (tx) => {
        const txRepo = createParamsRepo(tx);
        const before = await txRepo.find(paramName);
        const updated = await txRepo.update(paramName, value);
        if (!before || !updated) throw new ApiError('UNKNOWN_PARAM', { name: paramName });
        const target = { type: 'param', id: paramName };
        const change = { action: 'param.set' as const, target, before: before.valueName, after: value };
        await recordAudit(tx, act, change, new Date(clock()));
        return updated;
      });
    },

    seedDefaults: (): Promise<void> => repo.insertMissing(paramDefaults),
  };
}

export type ParamsService = ReturnType<typeof createParamsService>;
