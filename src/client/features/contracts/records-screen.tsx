/**
 * Contract records (/contract/record, private): every position, newest first, filtered by state (holding,
 * finished, liquidated, and the pending and cancelled limit entries), 10 a page with "load more" and the "no more"
 * flag once everything is on screen. The first page of each filter is saved per user, so it opens offline with
 * its age.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { contractStatus, type ContractStatus } from '../../../common/trading-types';
import { CatalogPart } from '../../components/catalog-part';
import { PageHeader } from '../../components/page-header';
import { PagedItems, type PagedListLook } from '../../components/paged-list';
import { SavedAge } from '../../components/saved-age';
import { SegmentedTabs } from '../../components/segmented-tabs';
import { contractPath } from './contract-links';
import { statusLabels } from './contract-labels';
import { ContractRecordRow } from './record-row';
import { usePositionPages, type PositionPages } from './use-position-pages';
import './contracts.css';
import { PendingStates } from '../../components/query-states';

type Filter = 'all' | ContractStatus;

const filters: readonly Filter[] = [
  'all',
  contractStatus.holding,
  contractStatus.finished,
  contractStatus.liquidated,
  contractStatus.pending,
  contractStatus.cancelled,
];

export default function ContractRecordsScreen() {
  return (
    <CatalogPart part="trading">
      <RecordsView />
    </CatalogPart>
  );
}

function RecordsView() {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<Filter>('all');
  const pages = usePositionPages(filter === 'all' ? undefined : filter);
  return (
    <div className="screen ct-screen" data-testid="contract-records">
      <PageHeader title={t`Contract records`} backTo={contractPath} />
      <SegmentedTabs<string>
        label={t`Position state`}
        variant="pill"
        wrap
        value={String(filter)}
        options={filters.map((option) => ({
          value: String(option),
          label:
            option === 'all'
              ? t({ message: 'All', context: 'contract position states' })
              : i18n._(statusLabels[option]),
        }))}
        onChange={(value) =>
          setFilter(value === 'all' ? 'all' : (Number.parseInt(value, 10) as ContractStatus))
        }
      />
      <SavedAge
        savedAtMs={pages.first.savedAtMs}
        fromCache={pages.first.fromCache}
        className="ct-saved-age"
        testId="contract-records-age"
      >
        {(age) => <Trans>Records saved {age}; not up to date.</Trans>}
      </SavedAge>
      <RecordStates pages={pages} />
    </div>
  );
}

const look: PagedListLook = {
  classNames: {
    list: 'ct-record-list',
    moreError: 'ct-form__problem',
    more: 'ct-record-list__more',
    end: 'ct-record-list__end',
  },
  testIds: { list: 'contract-record-list', more: 'contract-records-more', end: 'contract-records-end' },
};

function RecordStates({ pages }: { pages: PositionPages }) {
  const { first, items } = pages;
  if (items === undefined) {
    return (
      <PendingStates
        query={first}
        loadingRows={4}
        offline={<Trans>You are offline and these records are not saved on this device yet.</Trans>}
      />
    );
  }
  return (
    <PagedItems
      items={items}
      pages={pages}
      renderItem={(position) => <ContractRecordRow key={position.id} position={position} />}
      empty={<Trans>No records yet.</Trans>}
      endText={<Trans>No more records</Trans>}
      offlineMoreNote={
        <p className="ct-saved-age">
          <Trans>You are offline. More records load when you reconnect.</Trans>
        </p>
      }
      {...look}
    />
  );
}
