/**
 * The user's open positions (holding and pending) with live figures, shown below the open form and on the Position
 * tab (app/ composes it there). The list and the prices revalidate on the app's 5000 ms tick; offline the saved
 * list stays with its age and every Close is disabled with the reason: the panel's own note, or the note of the
 * screen it sits in (`offlineNoteId`), so that a screen shows one offline note, not one per section.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ContractPosition, RecordPage } from '../../../common/trading-types';
import { OfflineNote } from '../../components/offline-note';
import { SavedAge } from '../../components/saved-age';
import { EmptyState } from '../../components/screen-states';
import { useIsLoggedIn } from '../../lib/account/use-session';
import type { CachedQuery } from '../../lib/cache/use-cached-query';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { useLivePrices } from '../../lib/market-data/live-prices';
import { contractQuoteCoin, pairOfPosition } from './contract-pair';
import { useOpenPositions } from './contracts-api';
import { PositionCard } from './position-card';
import { contractRecordsPath } from './contract-links';
import './contracts.css';
import { PendingStates } from '../../components/query-states';

const ownOfflineNoteId = 'ct-positions-offline';
const quotes = [contractQuoteCoin];

interface OpenPositionsPanelProps {
  title: ReactNode;
  /** The screen's offline note, which then also says why Close is disabled; without it the panel shows its own. */
  offlineNoteId?: string | undefined;
}

export function OpenPositionsPanel({ title, offlineNoteId }: OpenPositionsPanelProps) {
  const isLogin = useIsLoggedIn();
  return (
    <section className="ct-panel" aria-labelledby="ct-positions-title" data-testid="contract-positions">
      <div className="ct-panel__head">
        <h2 id="ct-positions-title" className="ct-panel__title">
          {title}
        </h2>
        <a className="ct-panel__link" href={`#${contractRecordsPath}`} data-testid="contract-records-link">
          <Trans>Contract records</Trans>
        </a>
      </div>
      {isLogin ? (
        <SignedInPositions offlineNoteId={offlineNoteId} />
      ) : (
        <EmptyState>
          <Trans>Log in to see your positions.</Trans>
        </EmptyState>
      )}
    </section>
  );
}

function SignedInPositions({ offlineNoteId }: { offlineNoteId: string | undefined }) {
  const positions = useOpenPositions();
  const online = useOnline();
  return (
    <>
      <SavedAge
        savedAtMs={positions.savedAtMs}
        fromCache={positions.fromCache}
        className="ct-saved-age"
        testId="contract-positions-age"
      >
        {(age) => <Trans>Positions saved {age}; not up to date.</Trans>}
      </SavedAge>
      {online || offlineNoteId ? null : (
        <OfflineNote id={ownOfflineNoteId} testId="contract-positions-offline">
          <Trans>You are offline. Closing and cancelling are available again when you reconnect.</Trans>
        </OfflineNote>
      )}
      <PositionStates query={positions} offlineNoteId={offlineNoteId ?? ownOfflineNoteId} />
    </>
  );
}

interface PositionStatesProps {
  query: CachedQuery<RecordPage<ContractPosition>>;
  offlineNoteId: string;
}

function PositionStates({ query, offlineNoteId }: PositionStatesProps) {
  if (query.data) return <PositionList page={query.data} offlineNoteId={offlineNoteId} />;
  return (
    <PendingStates
      query={query}
      // One row, as for the timed orders: most accounts hold no open position, and the note saying so keeps one
      // row's height (contracts.css), so the sections below do not move when the answer comes.
      loadingRows={1}
      offline={<Trans>You are offline and no positions are saved on this device yet.</Trans>}
    />
  );
}

function PositionList({
  page,
  offlineNoteId,
}: {
  page: RecordPage<ContractPosition>;
  offlineNoteId: string;
}) {
  const prices = useLivePrices(quotes);
  if (page.list.length === 0) {
    return (
      <EmptyState>
        <span data-testid="contract-positions-empty">
          <Trans>No open positions</Trans>
        </span>
      </EmptyState>
    );
  }
  const hidden = page.totalRow - page.list.length;
  return (
    <>
      <ul className="ct-position-list">
        {page.list.map((position) => {
          return (
            <PositionCard
              key={position.id}
              position={position}
              pair={pairOfPosition(position)}
              markPrice={prices.bySymbol.get(position.symbol)?.price}
              offlineNoteId={offlineNoteId}
            />
          );
        })}
      </ul>
      {hidden > 0 ? (
        <p className="ct-panel__more">
          <Trans>
            {hidden} more open positions are listed in the{' '}
            <a href={`#${contractRecordsPath}`}>contract records</a>.
          </Trans>
        </p>
      ) : null}
    </>
  );
}
