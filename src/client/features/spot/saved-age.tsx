/**
 * How old the orders on screen are when they are a saved copy (offline, or read from the device before the first
 * refresh answered), so nobody takes a saved list for a live one.
 */
import { Trans } from '@lingui/react/macro';
import { relativeAge, useNow } from '../../components/relative-age';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { useLocale } from '../../lib/i18n/i18n';

/** How often the age label is brought up to date. */
const ageRefreshMs = 15_000;

export function SavedAge({ savedAtMs, fromCache }: { savedAtMs: number | undefined; fromCache: boolean }) {
  const locale = useLocale();
  const nowMs = useNow(ageRefreshMs);
  const online = useOnline();
  // Offline, even this session's last answer is a saved copy: it cannot be refreshed.
  if ((online && !fromCache) || savedAtMs === undefined) return null;
  const age = relativeAge(savedAtMs, nowMs, locale);
  return (
    <p className="spot-saved-age" data-testid="spot-saved-age">
      <Trans>Saved {age}; not up to date</Trans>
    </p>
  );
}
