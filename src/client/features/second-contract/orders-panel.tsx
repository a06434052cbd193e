/** The pair's timed orders on the trade screen, open or settled, with the way to every record. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { PairInfo } from '../../../common/pairs';
import { secondEntryStatus } from '../../../common/trading-types';
import type { OrderListProps } from './order-list';
import { SegmentedTabs } from '../../components/segmented-tabs';
import { OrderList } from './order-list';
import { secondRecordPath } from './second-pair';

export type OrdersTab = 'open' | 'settled';

export const ordersTabStatus = { open: secondEntryStatus.open, settled: secondEntryStatus.settled } as const;

interface OrdersPanelProps {
  pair: PairInfo;
  tab: OrdersTab;
  onTab: (tab: OrdersTab) => void;
  onOrders?: OrderListProps['onOrders'];
}

export function OrdersPanel({ pair, tab, onTab, onOrders }: OrdersPanelProps) {
  const { t } = useLingui();
  return (
    <section className="second-orders-panel" aria-label={t`Your timed orders`}>
      <div className="second-orders-panel__head">
        <SegmentedTabs
          label={t`Your timed orders`}
          value={tab}
          options={[
            { value: 'open', label: t`Open orders` },
            { value: 'settled', label: t`Settled` },
          ]}
          onChange={onTab}
        />
        <a className="second-link" href={`#${secondRecordPath}`} data-testid="second-records-link">
          <Trans>All records</Trans>
        </a>
      </div>
      <OrderList
        key={`${tab}:${pair.symbol}`}
        filter={{ entryStatus: ordersTabStatus[tab], baseCoin: pair.base, quoteCoin: pair.quote }}
        onOrders={onOrders}
      />
    </section>
  );
}
