/**
 * What the log keeps of an unexpected error. Messages are left out on purpose: drivers and libraries put values
 * into them (drizzle's "Failed query" message lists the query's parameters, such as an email; Postgres quotes the
 * offending input and key values), and docs/security.md promises that emails and request values are never logged.
 * What remains still finds the fault: the error's class and code, the SQL state, the SQL text with its
 * placeholders, and the stack frames, for the error and each of its causes.
 */

/** Causes nest (drizzle wraps the driver's error); a few levels find the root, a cycle must not loop. */
export const faultCauseDepthMax = 4;
/** The top of a stack says where it happened; the rest is framework plumbing. */
export const faultStackFramesMax = 12;

export interface FaultSummary {
  type: string;
  code?: string;
  /** Postgres's SQLSTATE and the server routine that raised it, when the error came from the database. */
  routine?: string;
  /** The SQL text as the driver received it: placeholders only, never the parameters. */
  query?: string;
  frames: string[];
  cause?: FaultSummary;
}

function stringField(error: object, name: string): string | undefined {
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Only the "    at …" lines: the first lines of a stack repeat the message. */
function stackFrames(error: object): string[] {
  const stack = stringField(error, 'stack') ?? '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, faultStackFramesMax)
    .map((line) => line.trim());
}

export function summarizeFault(error: unknown, depth = 0): FaultSummary {
  if (typeof error !== 'object' || error === null) return { type: typeof error, frames: [] };
  const summary: FaultSummary = {
    type: error.constructor?.name || 'Object',
    frames: stackFrames(error),
  };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') summary.code = String(code);
  const routine = stringField(error, 'routine');
  if (routine) summary.routine = routine;
  const query = stringField(error, 'query');
  if (query) summary.query = query;
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined && depth + 1 < faultCauseDepthMax) summary.cause = summarizeFault(cause, depth + 1);
  return summary;
}
