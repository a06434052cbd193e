/**
 * How old the orders on screen are when they are a saved copy (components/saved-age.tsx), so nobody takes a saved
 * list for a live one; its words stay in the trading catalog.
 */
import { Trans } from '@lingui/react/macro';
import { SavedAge as SavedAgeLine } from '../../components/saved-age';

export function SavedAge({ savedAtMs, fromCache }: { savedAtMs: number | undefined; fromCache: boolean }) {
  return (
    <SavedAgeLine
      savedAtMs={savedAtMs}
      fromCache={fromCache}
      className="spot-saved-age"
      testId="spot-saved-age"
    >
      {(age) => <Trans>Saved {age}; not up to date</Trans>}
    </SavedAgeLine>
  );
}
