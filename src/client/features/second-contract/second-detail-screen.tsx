/**
 * One timed order (/secondContract/detail?id=…, private), read with getContractRecordById: every figure of the
 * order, the countdown while it runs (re-read on the app's refresh and when the countdown ends, until the
 * engine's result is there), the result and profit once settled, and the break-even win rate with the risk note.
 */
import { useLingui } from '@lingui/react/macro';
import { secondEntryStatus } from '../../../common/trading-types';
import { CatalogPart } from '../../components/catalog-part';
import { PageHeader } from '../../components/page-header';
import { QueryStates } from '../../components/query-states';
import { NotFoundState } from '../../components/screen-states';
import { useSession } from '../../lib/account/use-session';
import { useCachedQuery } from '../../lib/cache/use-cached-query';
import { useHashSearch } from '../../lib/router/use-hash-location';
import { OrderDetails } from './order-details';
import { SavedAge } from './saved-age';
import { cacheKeys, fetchOrder } from './second-api';
import { secondRecordPath } from './second-pair';
import { useCountdownClock, useWhenDue } from './use-countdown-clock';
import './second-contract.css';

export default function SecondDetailScreen() {
  return (
    <CatalogPart part="trading">
      <SecondDetailView />
    </CatalogPart>
  );
}

function SecondDetailView() {
  const { t } = useLingui();
  const id = new URLSearchParams(useHashSearch()).get('id')?.trim() ?? '';
  const { isLogin, userId } = useSession();
  // A settled order no longer changes, so it is not re-read on every refresh tick.
  const query = useCachedQuery(
    isLogin && userId && id ? cacheKeys.order(userId, id) : null,
    () => fetchOrder(id),
    { userId, refreshOnTick: (shown) => shown?.entryStatus !== secondEntryStatus.settled },
  );
  const order = query.data;
  const orders = order ? [order] : undefined;
  const nowMs = useCountdownClock(orders);
  useWhenDue(orders, nowMs, query.reload);

  return (
    <div className="screen second-screen" data-testid="second-detail-screen">
      <PageHeader title={t`Order details`} backTo={secondRecordPath} />
      <SavedAge savedAtMs={query.savedAtMs} fromCache={query.fromCache} testId="second-detail-saved-age" />
      {id === '' || query.error?.errorCode === 'TRADING_ORDER_NOT_FOUND' ? (
        <NotFoundState
          message={t`This order does not exist.`}
          backTo={secondRecordPath}
          backLabel={t`Back to timed order records`}
          testId="second-order-not-found"
        />
      ) : (
        <QueryStates query={query} data={order}>
          {(data) => <OrderDetails order={data} nowMs={nowMs} />}
        </QueryStates>
      )}
    </div>
  );
}
