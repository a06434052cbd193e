/**
 * A list of timed orders with "load more" and each state (loading, failed, offline with nothing saved, empty).
 * Open orders count down every second while the page is seen; when one reaches its settlement time the list is
 * read again for the engine's result, besides the app's 5000 ms refresh.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { secondEntryStatus } from '../../../common/trading-types';
import { QueryStates } from '../../components/query-states';
import { EmptyState } from '../../components/screen-states';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { OrderRow } from './order-row';
import type { OrderFilter } from './second-api';
import { SavedAge } from './saved-age';
import { useCountdownClock, useWhenDue } from './use-countdown-clock';
import { useOrderPages } from './use-order-pages';

interface OrderListProps {
  filter: OrderFilter;
  /** Changes when the list must be read again from its first page (an order was just placed). */
  reloadSignal?: number;
}

export function OrderList({ filter, reloadSignal = 0 }: OrderListProps) {
  const pages = useOrderPages(filter);
  const online = useOnline();
  const nowMs = useCountdownClock(pages.orders);
  const { first, reload } = pages;
  useWhenDue(pages.orders, nowMs, reload);
  // Only a change of the signal reloads: a list that mounts with it already set has just read its first page.
  const lastSignal = useRef(reloadSignal);
  useEffect(() => {
    if (reloadSignal === lastSignal.current) return;
    lastSignal.current = reloadSignal;
    reload();
  }, [reloadSignal, reload]);

  const open = filter.entryStatus === secondEntryStatus.open;
  return (
    <>
      <SavedAge savedAtMs={first.savedAtMs} fromCache={first.fromCache} testId="second-orders-saved-age" />
      <QueryStates query={first} data={pages.orders}>
        {(orders) =>
          orders.length === 0 ? (
            <EmptyState>
              {open ? <Trans>No open orders.</Trans> : <Trans>No settled orders yet.</Trans>}
            </EmptyState>
          ) : (
            <>
              <ul
                className="second-orders"
                data-testid={open ? 'second-open-orders' : 'second-settled-orders'}
              >
                {orders.map((order) => (
                  <OrderRow key={order.id} order={order} nowMs={nowMs} />
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
                  className="button button--ghost second-orders__more"
                  disabled={pages.loadingMore || !online}
                  aria-busy={pages.loadingMore}
                  data-testid="second-orders-load-more"
                  onClick={pages.loadMore}
                >
                  {pages.loadingMore ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
                </button>
              ) : (
                <p className="second-orders__end" data-testid="second-orders-no-more">
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
