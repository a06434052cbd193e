/**
 * The second-contract durations: what getConfig shows (seconds, profit rate, smallest stake), what an order may
 * choose, and what an operator sets (`npm run ops -- second config set`). Seeded on first start from
 * `secondContractConfigDefaults`; a restart never overwrites a duration an operator changed.
 */
import { secondContractConfigDefaults } from '../../../common/constants';
import {
  compare,
  decimalConstant,
  moneyScale,
  parseDecimal,
  type DecimalString,
} from '../../../common/decimal';
import { amountMin } from '../../../common/money-constants';
import type { SecondContractConfigEntry } from '../../../common/trading-types';
import { ApiError } from '../../http/api-error';
import type { Clock } from '../../lib/clock';
import type { Database } from '../../db/client';
import { createSecondConfigRepo, type SecondConfigRepo } from './second-config-repo';
import { refuseTooLargeText } from '../../http/money-limit';
import { recordAudit, type OperatorAct } from '../operators';

/** The shortest and longest hold an operator may offer: one second to one day. */
export const secondDurationSecondsMin = 1;
export const secondDurationSecondsMax = 86_400;
/** A win pays at most ten times the stake: a larger rate is a typo (85 for 0.85), not a product. */
export const secondIncomeRateMax = decimalConstant('10');

/** What an operator types: text from the command line, or numbers from a JSON client. */
export interface SecondConfigInput {
  second?: unknown;
  incomeRate?: unknown;
  openAmountMin?: unknown;
}

const wholeNumberPattern = /^\d{1,9}$/;

function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function checkSeconds(value: unknown): number {
  const text = textOf(value);
  const seconds = wholeNumberPattern.test(text) ? Number.parseInt(text, 10) : Number.NaN;
  if (!(seconds >= secondDurationSecondsMin && seconds <= secondDurationSecondsMax)) {
    throw new ApiError('SECOND_CONFIG_SECONDS', {
      min: secondDurationSecondsMin,
      max: secondDurationSecondsMax,
    });
  }
  return seconds;
}

function checkIncomeRate(value: unknown): DecimalString {
  const parsed = parseDecimal(textOf(value), { scaleMax: moneyScale });
  const valid =
    parsed.ok &&
    compare(parsed.value, '0' as DecimalString) > 0 &&
    compare(parsed.value, secondIncomeRateMax) <= 0;
  if (!valid) throw new ApiError('SECOND_CONFIG_RATE', { max: secondIncomeRateMax });
  return parsed.value;
}

function checkOpenAmountMin(value: unknown): DecimalString {
  refuseTooLargeText(textOf(value));
  const parsed = parseDecimal(textOf(value), { scaleMax: moneyScale });
  if (!parsed.ok || compare(parsed.value, amountMin) < 0) {
    throw new ApiError('SECOND_CONFIG_MIN_AMOUNT', { min: amountMin });
  }
  return parsed.value;
}

/** An operator's entry checked field by field: each refusal says which rule it broke. */
export function checkSecondConfigEntry(input: SecondConfigInput): SecondContractConfigEntry {
  return {
    second: checkSeconds(input.second),
    incomeRate: checkIncomeRate(input.incomeRate),
    openAmountMin: checkOpenAmountMin(input.openAmountMin),
  };
}

export function createSecondConfigService(deps: { db: Database; repo: SecondConfigRepo; clock: Clock }) {
  const { repo } = deps;

  return {
    /** Every duration, shortest first, as getConfig answers it. */
    list: (): Promise<SecondContractConfigEntry[]> => repo.list(),

    /** One duration's terms, or undefined when the platform does not offer it. */
    async find(second: number): Promise<SecondContractConfigEntry | undefined> {
      return (await repo.list()).find((entry) => entry.second === second);
    },

    /** Adds a duration or changes one; answers the whole list as it now stands. */
    async set(input: SecondConfigInput, act: OperatorAct): Promise<SecondContractConfigEntry[]> {
      const entry = checkSecondConfigEntry(input);
      const at = new Date(deps.clock());
      return deps.db.transaction(async (tx) => {
        const txRepo = createSecondConfigRepo(tx);
        const before = (await txRepo.list()).find((row) => row.second === entry.second) ?? null;
        await txRepo.upsert(entry, at);
        const target = { type: 'second-duration', id: entry.second };
        await recordAudit(tx, act, { action: 'second.config', target, before, after: entry }, at);
        return txRepo.list();
      });
    },

    seedDefaults: (): Promise<void> =>
      repo.insertMissing(secondContractConfigDefaults, new Date(deps.clock())),
  };
}

export type SecondConfigService = ReturnType<typeof createSecondConfigService>;
