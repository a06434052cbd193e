/**
 * Every timed order of the user (/secondContract/record, private): open and settled tabs over all pairs, paged by
 * 10 like the trade screen's lists; a row opens the order's detail. The tab lives in the query, so coming back
 * from a detail shows the same tab.
 */
import { useLingui } from '@lingui/react/macro';
import { CatalogPart } from '../../components/catalog-part';
import { PageHeader } from '../../components/page-header';
import { SegmentedTabs } from '../../components/segmented-tabs';
import { navigate, withQuery } from '../../lib/router/hash-location';
import { useHashSearch } from '../../lib/router/use-hash-location';
import { OrderList } from './order-list';
import { ordersTabStatus, type OrdersTab } from './orders-panel';
import { secondRecordPath, secondTradePath } from './second-pair';
import './second-contract.css';

export default function SecondRecordsScreen() {
  return (
    <CatalogPart part="trading">
      <SecondRecordsView />
    </CatalogPart>
  );
}

function SecondRecordsView() {
  const { t } = useLingui();
  const tab: OrdersTab = new URLSearchParams(useHashSearch()).get('tab') === 'settled' ? 'settled' : 'open';
  return (
    <div className="screen second-screen" data-testid="second-records-screen">
      <PageHeader title={t`Timed order records`} backTo={secondTradePath} />
      <SegmentedTabs
        label={t`Order status`}
        wrap
        value={tab}
        options={[
          { value: 'open', label: t`Open orders` },
          { value: 'settled', label: t`Settled` },
        ]}
        onChange={(next) => navigate(withQuery(secondRecordPath, { tab: next }), { replace: true })}
      />
      <OrderList key={tab} filter={{ entryStatus: ordersTabStatus[tab] }} />
    </div>
  );
}
