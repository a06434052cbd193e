/**
 * The pieces every launchpad screen shows of a sale: its state badge, the countdown to its start or end (by the
 * server's clock, see server-clock.ts), the progress bar of subscribed against offered, the age of a saved copy, and
 * the states of a screen of one sale until the sale is known.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { listingStates, type ListingDetail, type ListingSummary } from '../../../common/launchpad-types';
import { PendingStates } from '../../components/query-states';
import { SavedAge as SavedAgeLine } from '../../components/saved-age';
import { EmptyState } from '../../components/screen-states';
import type { CachedQuery } from '../../lib/cache/use-cached-query';
import { stateClassNames, stateLabels } from './launchpad-labels';
import { amountText, percentFigure } from '../../../common/number-format';
import { progressPercent } from './launchpad-maths';
import { countdownParts, type ListingPhase } from './server-clock';

export function StateBadge({ phase, testId }: { phase: ListingPhase; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <span className={`lp-badge ${stateClassNames[phase.state]}`} data-testid={testId}>
      {i18n._(stateLabels[phase.state])}
    </span>
  );
}

export function Countdown({ phase, testId }: { phase: ListingPhase; testId?: string }) {
  const { days, clock } = countdownParts(phase.remainingMs);
  const left =
    days > 0 ? (
      <Trans>
        {days}d {clock}
      </Trans>
    ) : (
      clock
    );
  return (
    <p className="lp-countdown" data-testid={testId}>
      {phase.state === listingStates.warmingUp ? (
        <Trans>
          Starts in <span className="num">{left}</span>
        </Trans>
      ) : phase.state === listingStates.joining ? (
        <Trans>
          Ends in <span className="num">{left}</span>
        </Trans>
      ) : (
        <Trans>The sale has ended</Trans>
      )}
    </p>
  );
}

type ProgressFigures = Pick<ListingSummary, 'coin' | 'subscribedAmount' | 'offeredAmount'>;

export function Progress({ listing, testId }: { listing: ProgressFigures; testId?: string }) {
  const { t } = useLingui();
  const progress = progressPercent(listing.subscribedAmount, listing.offeredAmount);
  const subscribed = amountText(listing.subscribedAmount, listing.coin);
  const offered = amountText(listing.offeredAmount, listing.coin);
  const percent = percentFigure(progress);
  return (
    <div className="lp-progress" data-testid={testId}>
      <div
        className="lp-progress__bar"
        role="progressbar"
        aria-label={t`Subscribed`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(progress)}
        aria-valuetext={`${percent}%`}
      >
        <span className="lp-progress__fill" style={{ width: `${progress}%` }} />
      </div>
      <p className="lp-progress__text num">
        <Trans>
          {subscribed} / {offered} {listing.coin} subscribed ({percent}%)
        </Trans>
      </p>
    </div>
  );
}

export function SavedAge(props: { savedAtMs: number | undefined; fromCache: boolean; testId: string }) {
  return (
    <SavedAgeLine className="lp-saved-age" {...props}>
      {(age) => <Trans>Saved {age}; not up to date</Trans>}
    </SavedAgeLine>
  );
}

interface OneListingProps {
  /** The sale's id from the address; '' when the address names none. */
  id: string;
  query: CachedQuery<ListingDetail>;
  savedAgeTestId: string;
  children: (listing: ListingDetail) => ReactNode;
}

/** A screen of one sale: the saved copy's age, then "does not exist", the loading states, or the sale itself. */
export function OneListing({ id, query, savedAgeTestId, children }: OneListingProps) {
  return (
    <>
      <SavedAge savedAtMs={query.savedAtMs} fromCache={query.fromCache} testId={savedAgeTestId} />
      {id === '' ? (
        <EmptyState>
          <Trans>This sale does not exist.</Trans>
        </EmptyState>
      ) : query.data === undefined ? (
        <PendingStates
          query={query}
          loadingRows={5}
          offline={<Trans>You are offline and this sale is not saved on this device yet.</Trans>}
        />
      ) : (
        children(query.data)
      )}
    </>
  );
}
