/**
 * How old the figures on screen are, when they are a saved copy (offline, or read from the device before the first
 * refresh answered), so nobody mistakes a cached figure for a live one. The words are the caller's (`children`
 * receives the age, "3 minutes ago", in the user's language), so each feature keeps its texts in its own catalog.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useOnline } from '../lib/connectivity/connectivity-store';
import { useLocale } from '../lib/i18n/use-locale';
import { ageRefreshMs, relativeAge, useNow } from './relative-age';

/**
 * Online, a saved copy tells its age only once its refresh has taken longer than this. Most refreshes answer
 * sooner, and a note that came and went within a moment told the reader nothing while moving everything below it
 * twice (a warm start's layout shift, issue 23). Offline it shows at once: nothing will refresh the copy.
 */
export const savedAgeOnlineDelayMs = 2_000;

/** Whether `active` has held for `delayMs` without a break. */
function useHeldFor(active: boolean, delayMs: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    setHeld(false);
    if (!active) return undefined;
    const timer = setTimeout(() => setHeld(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return held;
}

/**
 * Whether a copy's age is worth telling: offline at once (nothing will refresh it, even this session's last answer);
 * online only for a saved copy whose refresh has taken longer than savedAgeOnlineDelayMs.
 */
export function useSavedAgeShown(savedAtMs: number | undefined, fromCache: boolean): boolean {
  const online = useOnline();
  const refreshing = online && fromCache && savedAtMs !== undefined;
  const refreshSlow = useHeldFor(refreshing, savedAgeOnlineDelayMs);
  return savedAtMs !== undefined && (online ? refreshing && refreshSlow : true);
}

interface SavedAgeProps {
  savedAtMs: number | undefined;
  fromCache: boolean;
  className: string;
  testId?: string;
  children: (age: string) => ReactNode;
}

export function SavedAge({ savedAtMs, fromCache, className, testId, children }: SavedAgeProps) {
  const locale = useLocale();
  const nowMs = useNow(ageRefreshMs);
  const shown = useSavedAgeShown(savedAtMs, fromCache);
  if (!shown || savedAtMs === undefined) return null;
  return (
    <p className={className} data-testid={testId}>
      {children(relativeAge(savedAtMs, nowMs, locale))}
    </p>
  );
}
