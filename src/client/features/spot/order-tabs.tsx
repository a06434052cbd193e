/**
 * Under the form: the pair's current orders (unfinished, each with its cancel button) and its history (filled and
 * cancelled), with a link to every spot order (/trade/record). Both lists are saved on the device per user, so
 * offline they stay on screen with their age, and cancelling is disabled with the reason.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { RecordPage, SpotOrder } from '../../../common/trading-types';
import { OfflineNote } from '../../components/offline-note';
import { QueryStates } from '../../components/query-states';
import { EmptyState } from '../../components/screen-states';
import { SegmentedTabs } from '../../components/segmented-tabs';
import type { CachedQuery } from '../../lib/cache/use-cached-query';
import { useIsLoggedIn } from '../../lib/account/use-session';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { CancelOrderButton } from './cancel-order-button';
import { OrderRow } from './order-row';
import { SavedAge } from './saved-age';
import type { OrdersTab } from './trade-drafts';

export const spotRecordsPath = '/trade/record';

type OrdersQuery = CachedQuery<RecordPage<SpotOrder>>;

interface OrderTabsProps {
  tab: OrdersTab;
  onTab: (tab: OrdersTab) => void;
  current: OrdersQuery;
  history: OrdersQuery;
  /** After a cancellation: balances and both lists are out of date. */
}

export function OrderTabs({ tab, onTab, current, history }: OrderTabsProps) {
  const { t } = useLingui();
  const isLogin = useIsLoggedIn();
  const count = current.data?.totalRow;
  return (
    <section className="spot-orders" aria-label={t`My orders`}>
      <div className="spot-orders__bar">
        <SegmentedTabs
          label={t`My orders`}
          value={tab}
          options={[
            { value: 'current', label: count ? t`Current orders (${count})` : t`Current orders` },
            { value: 'history', label: t`Order history` },
          ]}
          onChange={onTab}
        />
        {isLogin ? (
          <a className="spot-orders__all" href={`#${spotRecordsPath}`} data-testid="spot-records-link">
            <Trans>All orders</Trans>
          </a>
        ) : null}
      </div>
      {tab === 'current' ? (
        <CurrentOrders query={current} />
      ) : (
        <OrderList query={history} testId="spot-order-history" />
      )}
    </section>
  );
}

function CurrentOrders({ query }: { query: OrdersQuery }) {
  const online = useOnline();
  const hasOrders = (query.data?.list.length ?? 0) > 0;
  return (
    <>
      {!online && hasOrders ? (
        <OfflineNote testId="spot-cancel-offline">
          <Trans>You are offline. Orders can be cancelled once you are back online.</Trans>
        </OfflineNote>
      ) : null}
      <OrderList
        query={query}
        testId="spot-current-orders"
        action={(order) => <CancelOrderButton order={order} />}
      />
    </>
  );
}

interface OrderListProps {
  query: OrdersQuery;
  testId: string;
  action?: (order: SpotOrder) => ReactNode;
}

function OrderList({ query, testId, action }: OrderListProps) {
  const isLogin = useIsLoggedIn();
  if (!isLogin) {
    return (
      <EmptyState>
        <Trans>Log in to see your orders.</Trans>
      </EmptyState>
    );
  }
  return (
    <>
      <SavedAge savedAtMs={query.savedAtMs} fromCache={query.fromCache} />
      <QueryStates query={query} data={query.data} loadingRows={2}>
        {(page) =>
          page.list.length === 0 ? (
            <EmptyState>
              <Trans>No orders for this pair.</Trans>
            </EmptyState>
          ) : (
            <ul className="spot-order-list" data-testid={testId}>
              {page.list.map((order) => (
                <OrderRow key={order.id} order={order} action={action?.(order)} />
              ))}
            </ul>
          )
        }
      </QueryStates>
    </>
  );
}
