/**
 * The market-fairness calls (docs/api.md "Market fairness"): public, form-encoded, `{code: 1, data, msg}`, and
 * rate-limited per client address in memory like the other public calls, since each price is recomputed.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fairnessPaths } from '../../../common/api-paths';
import { ApiError } from '../../http/api-error';
import { codeSuccess } from '../../http/envelope';
import { symbolField } from '../../http/symbol-field';
import { parseInput } from '../../http/validate';
import { dayIndexOfIso } from '../../market/fairness/day-keys';
import type { FairnessService } from './fairness-service';

export interface FairnessRouteOptions {
  fairness: FairnessService;
  /** Requests per client address per minute on each call. */
  requestsPerMinuteMax: number;
}

/** Longest epoch-millisecond time accepted: 15 digits reach far beyond any date the call answers. */
const timeDigitsMax = 15;
const dayField = z
  .string()
  .trim()
  .optional()
  .transform((text) => (text === undefined || text === '' ? undefined : text));
const daysBody = z.object({ from: dayField, to: dayField });
const priceBody = z.object({
  symbol: symbolField,
  time: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,${timeDigitsMax}}$`))
    .transform(Number),
});

/** A YYYY-MM-DD field as a day index; a text that is no such date is refused naming the field. */
function dayIndexField(field: 'from' | 'to', text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const dayIndex = dayIndexOfIso(text);
  if (dayIndex === undefined) throw new ApiError('FIELD_INVALID', { field });
  return dayIndex;
}

export async function fairnessRoutes(app: FastifyInstance, options: FairnessRouteOptions): Promise<void> {
  const { fairness } = options;
  await app.register(rateLimit, { global: true, max: options.requestsPerMinuteMax, timeWindow: 60_000 });

  app.post(fairnessPaths.days, async (request) => {
    const input = parseInput(daysBody, request.body);
    const data = fairness.days({
      fromDay: dayIndexField('from', input.from),
      toDay: dayIndexField('to', input.to),
    });
    return codeSuccess(data);
  });

  app.post(fairnessPaths.price, async (request) => {
    const input = parseInput(priceBody, request.body);
    return codeSuccess(await fairness.price(input.symbol, input.time));
  });
}
