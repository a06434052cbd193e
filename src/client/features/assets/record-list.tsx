/** The records of a query with "load more", and each state: loading, failed, offline, empty. */
import { Trans } from '@lingui/react/macro';
import { QueryStates } from '../../components/query-states';
import { EmptyState } from '../../components/screen-states';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import type { RecordQuery } from './assets-api';
import { RecordRow } from './record-row';
import { SavedAgeNote } from './saved-age-note';
import { useRecordPages } from './use-record-pages';

export function RecordList({ query }: { query: RecordQuery }) {
  const pages = useRecordPages(query);
  const online = useOnline();
  const { first } = pages;
  return (
    <>
      <SavedAgeNote savedAtMs={first.savedAtMs} fromCache={first.fromCache} />
      <QueryStates query={first} data={pages.records}>
        {(records) =>
          records.length === 0 ? (
            <EmptyState>
              <Trans>No records yet.</Trans>
            </EmptyState>
          ) : (
            <>
              <ul className="record-list" data-testid="record-list">
                {records.map((record) => (
                  <RecordRow key={record.id} record={record} />
                ))}
              </ul>
              {pages.moreError ? (
                <p className="form-error" role="alert">
                  {pages.moreError.message}
                </p>
              ) : null}
              {pages.hasMore ? (
                <button
                  type="button"
                  className="button button--ghost record-list__more"
                  disabled={pages.loadingMore || !online}
                  aria-busy={pages.loadingMore}
                  data-testid="records-load-more"
                  onClick={pages.loadMore}
                >
                  {pages.loadingMore ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
                </button>
              ) : (
                <p className="record-list__end">
                  <Trans>No more records</Trans>
                </p>
              )}
            </>
          )
        }
      </QueryStates>
    </>
  );
}
