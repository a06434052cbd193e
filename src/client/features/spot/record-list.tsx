/** The spot orders of one filter with "load more", and each state: loading, failed, offline, empty, all loaded. */
import { Trans } from '@lingui/react/macro';
import type { SpotOrderStatus } from '../../../common/trading-types';
import { QueryStates } from '../../components/query-states';
import { EmptyState } from '../../components/screen-states';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { OrderRow } from './order-row';
import { SavedAge } from './saved-age';
import { useOrderPages } from './use-order-pages';

export function RecordList({ status }: { status: SpotOrderStatus | undefined }) {
  const pages = useOrderPages(status);
  const online = useOnline();
  const { first } = pages;
  return (
    <>
      <SavedAge savedAtMs={first.savedAtMs} fromCache={first.fromCache} />
      <QueryStates query={first} data={pages.orders}>
        {(orders) =>
          orders.length === 0 ? (
            <EmptyState>
              <Trans>No orders yet.</Trans>
            </EmptyState>
          ) : (
            <>
              <ul className="spot-order-list" data-testid="spot-record-list">
                {orders.map((order) => (
                  <OrderRow key={order.id} order={order} />
                ))}
              </ul>
              {pages.moreError ? (
                <p className="spot-more-error" role="alert">
                  {pages.moreError.message}
                </p>
              ) : null}
              {pages.hasMore ? (
                <button
                  type="button"
                  className="button button--ghost spot-records__more"
                  disabled={pages.loadingMore || !online}
                  aria-busy={pages.loadingMore}
                  onClick={pages.loadMore}
                  data-testid="spot-records-more"
                >
                  {pages.loadingMore ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
                </button>
              ) : (
                <p className="spot-records__end" data-testid="spot-records-end">
                  <Trans>No more orders</Trans>
                </p>
              )}
            </>
          )
        }
      </QueryStates>
    </>
  );
}
