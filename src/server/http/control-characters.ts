/**
 * Refuses control characters in every field of every request, before any handler runs. No field of the API is
 * multi-line: the one free-text field (the operator's KYC reject reason) is typed as one shell argument and shown
 * as one line, so tab, line feed and carriage return are refused like the rest. Control characters have no place
 * in an email, a name, a code or an id; a NUL byte would otherwise reach Postgres (which refuses it in text) and
 * turn a bad request into a 500, and the others would let a value forge log lines or hide in what an operator reads.
 *
 * The hook sits on the root instance, so every route registered after it, present or future, is covered without
 * anyone remembering; multipart fields, which are read in the handler, go through `multipartParts`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/** Unicode category Cc: the C0 controls (U+0000–U+001F, tab and newlines included), DEL and the C1 controls. */
const controlCharacterPattern = /\p{Cc}/u;

/** A refused field is named in the answer; an attacker's key could be long, so its name is cut to this. */
export const reportedFieldNameLengthMax = 64;

export function hasControlCharacter(value: string): boolean {
  return controlCharacterPattern.test(value);
}

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

/** A field's name as an answer may show it: cut short, and `fallback` when it is empty or itself not clean. */
export function reportedFieldName(name: string, fallback: string): string {
  if (name === '' || hasControlCharacter(name)) return fallback;
  return name.slice(0, reportedFieldNameLengthMax);
}

/** The dotted path of a visited value, from its parent links. */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at !== null && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The first field (a dotted path) whose key or text holds a control character, or null. The walk is iterative and
 * keeps only parent links: a 64 KiB JSON body can nest thousands of levels, deeper than a recursive walk's stack,
 * and copying paths at each level would cost the square of the depth.
 */
export function findControlCharacterField(input: unknown, fallback: string): string | null {
  const pending: Visit[] = [{ value: input, key: null, parent: null }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) return reportedFieldName(pathOf(visit), fallback);
    } else if (typeof value === 'object' && value !== null) {
      // Pushed in reverse, so fields are visited in the order they were sent.
      for (const [key, child] of Object.entries(value).reverse()) {
        if (hasControlCharacter(key)) return fallback;
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

/** Checks path parameters, the query string and the parsed body, in the order the URL and body are read. */
export function refuseControlCharacters(request: FastifyRequest): void {
  const sources: [unknown, string][] = [
    [request.params, 'path'],
    [request.query, 'query'],
    [request.body, 'body'],
  ];
  for (const [input, fallback] of sources) {
    const field = findControlCharacterField(input, fallback);
    if (field !== null) throw new ApiError('FIELD_INVALID', { field });
  }
}

/** Registers the check on the root instance: call it before any route is registered. */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseControlCharacters(request);
  });
}
