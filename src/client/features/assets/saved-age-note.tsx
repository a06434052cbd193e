/**
 * Tells how old the figures on screen are when they are a saved copy (components/saved-age.tsx), so nobody
 * mistakes a cached figure for a live one; its words stay in the assets catalog.
 */
import { Trans } from '@lingui/react/macro';
import { SavedAge } from '../../components/saved-age';

export function SavedAgeNote({
  savedAtMs,
  fromCache,
}: {
  savedAtMs: number | undefined;
  fromCache: boolean;
}) {
  return (
    <SavedAge
      savedAtMs={savedAtMs}
      fromCache={fromCache}
      className="assets-saved-age"
      testId="assets-saved-age"
    >
      {(age) => <Trans>Saved {age}; not up to date</Trans>}
    </SavedAge>
  );
}
