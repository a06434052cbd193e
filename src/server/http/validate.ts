/**
 * Request parsing with zod. Unknown fields are dropped (zod objects strip them), so handlers never see what they
 * did not ask for; a missing or malformed field becomes FIELD_MISSING or FIELD_INVALID naming the field.
 */
import type { z } from 'zod';
import type { RuleResult } from '../../common/validation';
import { ApiError } from './api-error';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path ?? [];
  const field = path.map(String).join('.') || 'body';
  const value = valueAt(input, path);
  const missing = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  throw new ApiError(missing ? 'FIELD_MISSING' : 'FIELD_INVALID', { field });
}

/** Applies the shared rules of src/common/validation in order and refuses with the first one that fails. */
export function requireRules(...results: RuleResult[]): void {
  const failure = results.find((result) => result !== null);
  if (failure) throw new ApiError(failure);
}
