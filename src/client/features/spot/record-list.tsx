/** The spot orders of one filter with "load more", and each state: loading, failed, offline, empty, all loaded. */
import { Trans } from '@lingui/react/macro';
import type { SpotOrderStatus } from '../../../common/trading-types';
import { PagedList, type PagedListLook } from '../../components/paged-list';
import { OrderRow } from './order-row';
import { SavedAge } from './saved-age';
import { useOrderPages } from './use-order-pages';

const look: PagedListLook = {
  classNames: {
    list: 'spot-order-list',
    moreError: 'spot-more-error',
    more: 'spot-records__more',
    end: 'spot-records__end',
  },
  testIds: { list: 'spot-record-list', more: 'spot-records-more', end: 'spot-records-end' },
};

export function RecordList({ status }: { status: SpotOrderStatus | undefined }) {
  const pages = useOrderPages(status);
  const { first } = pages;
  return (
    <>
      <SavedAge savedAtMs={first.savedAtMs} fromCache={first.fromCache} />
      <PagedList
        first={first}
        pages={pages}
        renderItem={(order) => <OrderRow key={order.id} order={order} />}
        empty={<Trans>No orders yet.</Trans>}
        endText={<Trans>No more orders</Trans>}
        {...look}
      />
    </>
  );
}
