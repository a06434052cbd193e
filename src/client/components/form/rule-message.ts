/** Turns a field's error into its message in the user's language: a rule's code, or the server's own text. */
import type { I18n } from '@lingui/core';
import { errorTable, type ErrorCode } from '../../../common/errors';

/** A failed rule of src/common/validation, or the message of a server refusal that names the field. */
export type FieldError = ErrorCode | { text: string };

export function ruleMessage(i18n: I18n, error: FieldError, values?: Record<string, string | number>): string {
  if (typeof error !== 'string') return error.text;
  const descriptor = errorTable[error].message;
  return i18n._(values ? { ...descriptor, values } : descriptor);
}
