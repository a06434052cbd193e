/**
 * The durations of getConfig and their states: the chooser (with the age of a saved copy), loading, failed with
 * a retry, offline with nothing saved, or none offered.
 */
import { Trans } from '@lingui/react/macro';
import type { SecondContractConfigEntry } from '../../../common/trading-types';
import { EmptyState, LoadingRows } from '../../components/screen-states';
import type { CachedQuery } from '../../lib/cache/use-cached-query';
import { DurationChooser } from './duration-chooser';
import { SavedAge } from './saved-age';
import { PendingStates } from '../../components/query-states';
import { useOnline } from '../../lib/connectivity/connectivity-store';

/** The seeded number of durations: while they load, as many tiles hold their place, so the form below stays put. */
const placeholderTiles = 4;

interface DurationSectionProps {
  config: CachedQuery<SecondContractConfigEntry[]>;
  chosen: SecondContractConfigEntry | undefined;
  onChoose: (entry: SecondContractConfigEntry) => void;
}

/** Still on their way: nothing saved, online, and no failure yet (the placeholder shows). */
export function durationsLoading(config: CachedQuery<SecondContractConfigEntry[]>, online: boolean): boolean {
  return config.data === undefined && online && !config.error;
}

export function DurationSection({ config, chosen, onChoose }: DurationSectionProps) {
  const online = useOnline();
  const entries = config.data;
  if (entries !== undefined) {
    return (
      <>
        <SavedAge
          savedAtMs={config.savedAtMs}
          fromCache={config.fromCache}
          testId="second-config-saved-age"
        />
        {chosen ? (
          <DurationChooser entries={entries} chosen={chosen} onChoose={onChoose} />
        ) : (
          <EmptyState>
            <Trans>No durations are offered right now. Please try again later.</Trans>
          </EmptyState>
        )}
      </>
    );
  }
  if (durationsLoading(config, online)) return <DurationPlaceholder />;
  return (
    <PendingStates
      query={config}
      loadingRows={1}
      offline={<Trans>You are offline and the durations are not saved on this device yet.</Trans>}
    />
  );
}

/** The chooser's shape while the durations load (its legend and a row of tiles), with the loading status. */
function DurationPlaceholder() {
  return (
    <fieldset className="second-durations" aria-busy="true" data-testid="second-durations-loading">
      <legend className="second-section-title">
        <Trans>Duration and profit rate</Trans>
      </legend>
      <LoadingRows
        count={placeholderTiles}
        className="second-durations__options"
        rowClassName="second-duration second-duration--placeholder"
      />
    </fieldset>
  );
}
