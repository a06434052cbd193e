/**
 * Tells how old the balances on screen are when they are a saved copy (offline, or the last refresh failed), so
 * nobody mistakes a cached figure for a live one.
 */
import { Trans } from '@lingui/react/macro';
import { relativeAge, useNow } from '../../components/relative-age';
import { useLocale } from '../../lib/i18n/i18n';

/** How often the age label is brought up to date. */
const ageRefreshMs = 15_000;

export function SavedAgeNote({
  savedAtMs,
  fromCache,
}: {
  savedAtMs: number | undefined;
  fromCache: boolean;
}) {
  const locale = useLocale();
  const nowMs = useNow(ageRefreshMs);
  if (!fromCache || savedAtMs === undefined) return null;
  const age = relativeAge(savedAtMs, nowMs, locale);
  return (
    <p className="assets-saved-age" data-testid="assets-saved-age">
      <Trans>Saved {age}; not up to date</Trans>
    </p>
  );
}
