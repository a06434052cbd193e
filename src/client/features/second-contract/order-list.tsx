/**
 * A list of timed orders with "load more" and each state (loading, failed, offline with nothing saved, empty).
 * Open orders count down every second while the page is seen; when one reaches its settlement time the list is
 * read again for the engine's result, besides the app's 5000 ms refresh.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import {
  secondEntryStatus,
  type SecondContractOrder,
  type SecondEntryStatus,
} from '../../../common/trading-types';
import { PagedList, type PagedListLook } from '../../components/paged-list';
import { OrderRow } from './order-row';
import type { OrderFilter } from './second-api';
import { SavedAge } from './saved-age';
import { useCountdownClock, useWhenDue } from './use-countdown-clock';
import { useOrderPages } from './use-order-pages';

const classNames: PagedListLook['classNames'] = {
  list: 'second-orders',
  moreError: 'form-error',
  more: 'second-orders__more',
  end: 'second-orders__end',
};

export interface OrderListProps {
  filter: OrderFilter;
  /** Told the orders each time the list has read them (the screen notices settlements with it). */
  onOrders?: ((orders: readonly SecondContractOrder[], status: SecondEntryStatus) => void) | undefined;
}

export function OrderList({ filter, onOrders }: OrderListProps) {
  const pages = useOrderPages(filter);
  const nowMs = useCountdownClock(pages.items);
  const { first, reload } = pages;
  useWhenDue(pages.items, nowMs, reload);

  const { items } = pages;
  const status = filter.entryStatus;
  useEffect(() => {
    // Saved copies shown offline say nothing new about settlement; only fresh reads do.
    if (items && !first.fromCache) onOrders?.(items, status);
  }, [items, status, first.fromCache, onOrders]);

  const open = filter.entryStatus === secondEntryStatus.open;
  return (
    <>
      <SavedAge savedAtMs={first.savedAtMs} fromCache={first.fromCache} testId="second-orders-saved-age" />
      <PagedList
        first={first}
        pages={pages}
        renderItem={(order) => <OrderRow key={order.id} order={order} nowMs={nowMs} />}
        empty={open ? <Trans>No open orders.</Trans> : <Trans>No settled orders yet.</Trans>}
        endText={<Trans>No more orders</Trans>}
        classNames={classNames}
        testIds={{
          list: open ? 'second-open-orders' : 'second-settled-orders',
          more: 'second-orders-load-more',
          end: 'second-orders-no-more',
        }}
      />
    </>
  );
}
