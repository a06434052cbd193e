/**
 * A rule's message shown before anything went wrong, as a field's hint (the password rule under a new password).
 * The error table's messages are a catalog part of their own (lib/i18n): until it has loaded there is no hint, so
 * the hint never flashes in English, and Lingui never meets a message its loaded catalogs lack.
 */
import { useLingui } from '@lingui/react';
import type { ErrorCode } from '../../../common/errors';
import { useCatalogPartReady } from '../../lib/i18n/use-locale';
import { ruleMessage } from './rule-message';

export function useRuleHint(code: ErrorCode): string | undefined {
  const { i18n } = useLingui();
  const ready = useCatalogPartReady('errors');
  return ready ? ruleMessage(i18n, code) : undefined;
}
