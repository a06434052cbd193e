/** The records of a query with "load more", and each state: loading, failed, offline, empty. */
import { Trans } from '@lingui/react/macro';
import { PagedList, type PagedListLook } from '../../components/paged-list';
import type { RecordQuery } from './assets-api';
import { RecordRow } from './record-row';
import { SavedAgeNote } from './saved-age-note';
import { useRecordPages } from './use-record-pages';

const look: PagedListLook = {
  classNames: {
    list: 'record-list',
    moreError: 'form-error',
    more: 'record-list__more',
    end: 'record-list__end',
  },
  testIds: { list: 'record-list', more: 'records-load-more' },
};

export function RecordList({ query }: { query: RecordQuery }) {
  const pages = useRecordPages(query);
  const { first } = pages;
  return (
    <>
      <SavedAgeNote savedAtMs={first.savedAtMs} fromCache={first.fromCache} />
      <PagedList
        first={first}
        pages={pages}
        renderItem={(record) => <RecordRow key={record.id} record={record} />}
        empty={<Trans>No records yet.</Trans>}
        endText={<Trans>No more records</Trans>}
        {...look}
      />
    </>
  );
}
