/**
 * The running timed orders of the Position tab, each with its live price and countdown. The list revalidates on
 * the app's 5000 ms tick; the countdown moves every second on the device's clock. Offline the saved list stays,
 * with its age.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { RecordPage, SecondContractOrder } from '../../../common/trading-types';
import { useNow } from '../../components/relative-age';
import { SavedAge } from '../../components/saved-age';
import { EmptyState } from '../../components/screen-states';
import type { CachedQuery } from '../../lib/cache/use-cached-query';
import { useLivePrices } from '../../lib/market-data/live-prices';
import { TimedOrderRow } from './timed-order-row';
import { useRunningOrders } from './timed-orders-api';
import { PendingStates } from '../../components/query-states';

/** The countdown's step. */
const countdownTickMs = 1000;

export function TimedOrdersSection({ title }: { title: ReactNode }) {
  const orders = useRunningOrders();
  return (
    <section className="pt-section" aria-labelledby="pt-timed-title" data-testid="timed-orders">
      <h2 id="pt-timed-title" className="pt-section__title">
        {title}
      </h2>
      <SavedAge
        savedAtMs={orders.savedAtMs}
        fromCache={orders.fromCache}
        className="pt-saved-age"
        testId="timed-orders-age"
      >
        {(age) => <Trans>Orders saved {age}; not up to date.</Trans>}
      </SavedAge>
      <OrderStates query={orders} />
    </section>
  );
}

function OrderStates({ query }: { query: CachedQuery<RecordPage<SecondContractOrder>> }) {
  if (query.data) return <OrderList orders={query.data.list} />;
  return (
    <PendingStates
      query={query}
      // One row: most accounts have no running timed order, and the note saying so keeps one row's height
      // (positions.css), so the section below does not move when the answer arrives (two rows made it jump 67 px).
      loadingRows={1}
      offline={<Trans>You are offline and no timed orders are saved on this device yet.</Trans>}
    />
  );
}

function OrderList({ orders }: { orders: readonly SecondContractOrder[] }) {
  const nowMs = useNow(countdownTickMs);
  const prices = useLivePrices([...new Set(orders.map((order) => order.quoteCoin))]);
  if (orders.length === 0) {
    return (
      <EmptyState>
        <span data-testid="timed-orders-empty">
          <Trans>No running timed orders</Trans>
        </span>
      </EmptyState>
    );
  }
  return (
    <ul className="pt-order-list">
      {orders.map((order) => (
        <TimedOrderRow
          key={order.id}
          order={order}
          markPrice={prices.bySymbol.get(order.symbol)?.price}
          nowMs={nowMs}
        />
      ))}
    </ul>
  );
}
