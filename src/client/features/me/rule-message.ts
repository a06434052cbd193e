/** Turns a rule's error code into its message from the shared error table, in the user's language. */
import type { I18n } from '@lingui/core';
import { errorTable, type ErrorCode } from '../../../common/errors';

export function ruleMessage(i18n: I18n, code: ErrorCode, values?: Record<string, string | number>): string {
  const descriptor = errorTable[code].message;
  return i18n._(values ? { ...descriptor, values } : descriptor);
}
