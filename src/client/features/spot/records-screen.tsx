/**
 * Every spot order of the user (/trade/record): filtered by state, in pages of 10 with "load more" appending the
 * next page and "no more" once all are loaded. The first page is saved on the device per user, like the lists of
 * the trade screen.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { spotOrderStatus, type SpotOrderStatus } from '../../../common/trading-types';
import { CatalogPart } from '../../components/catalog-part';
import { PageHeader } from '../../components/page-header';
import { SegmentedTabs } from '../../components/segmented-tabs';
import { tradeModePaths } from '../../components/trade-mode-tabs';
import { statusLabels } from './order-labels';
import { RecordList } from './record-list';
import './spot.css';

type StatusFilter = 'all' | `${SpotOrderStatus}`;

const filters: ReadonlyArray<{ value: StatusFilter; label: MessageDescriptor }> = [
  { value: 'all', label: msg({ message: 'All', comment: 'Spot order records: every state' }) },
  { value: `${spotOrderStatus.unfinished}`, label: statusLabels[spotOrderStatus.unfinished] },
  { value: `${spotOrderStatus.finished}`, label: statusLabels[spotOrderStatus.finished] },
  { value: `${spotOrderStatus.cancelled}`, label: statusLabels[spotOrderStatus.cancelled] },
];

function statusOf(filter: StatusFilter): SpotOrderStatus | undefined {
  return filter === 'all' ? undefined : (Number.parseInt(filter, 10) as SpotOrderStatus);
}

export default function SpotRecordsScreen() {
  return (
    <CatalogPart part="trading">
      <RecordsView />
    </CatalogPart>
  );
}

function RecordsView() {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<StatusFilter>('all');
  return (
    <div className="screen spot-records" data-testid="spot-records">
      <PageHeader title={t`Spot orders`} backTo={tradeModePaths.spot} />
      <SegmentedTabs
        label={t`Order state`}
        variant="pill"
        wrap
        value={filter}
        options={filters.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
        onChange={setFilter}
      />
      {/* A new filter is a new list: its pages start again from the first. */}
      <RecordList key={filter} status={statusOf(filter)} />
    </div>
  );
}
