/**
 * How old the figures on screen are when they are a saved copy (components/saved-age.tsx), so nobody takes a saved
 * order list or duration table for a live one; its words stay in the trading catalog.
 */
import { Trans } from '@lingui/react/macro';
import { SavedAge as SavedAgeLine } from '../../components/saved-age';

interface SavedAgeProps {
  savedAtMs: number | undefined;
  fromCache: boolean;
  testId: string;
}

export function SavedAge({ savedAtMs, fromCache, testId }: SavedAgeProps) {
  return (
    <SavedAgeLine savedAtMs={savedAtMs} fromCache={fromCache} className="second-saved-age" testId={testId}>
      {(age) => <Trans>Saved {age}; not up to date</Trans>}
    </SavedAgeLine>
  );
}
