/**
 * How old the figures on screen are, when they are a saved copy (offline, or read from the device before the first
 * refresh answered), so nobody mistakes a cached figure for a live one. The words are the caller's (`children`
 * receives the age, "3 minutes ago", in the user's language), so each feature keeps its texts in its own catalog.
 */
import type { ReactNode } from 'react';
import { useOnline } from '../lib/connectivity/connectivity-store';
import { useLocale } from '../lib/i18n/i18n';
import { relativeAge, useNow } from './relative-age';

/** How often the age label is brought up to date. */
const ageRefreshMs = 15_000;

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
  const online = useOnline();
  // Offline, even this session's last answer is a saved copy: it cannot be refreshed.
  if ((online && !fromCache) || savedAtMs === undefined) return null;
  return (
    <p className={className} data-testid={testId}>
      {children(relativeAge(savedAtMs, nowMs, locale))}
    </p>
  );
}
