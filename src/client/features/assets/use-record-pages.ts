/**
 * Asset records in pages of 10 (spec: page size 10, later pages appended, "no more" once the loaded count reaches
 * the total). The first page is the cached query; later pages are fetched on demand and kept in memory only.
 */
import { usePages } from '../../lib/paging/use-pages';
import { fetchAssetRecords, useFirstRecordPage, type RecordQuery } from './assets-api';

export function useRecordPages(query: RecordQuery) {
  const first = useFirstRecordPage(query);
  const pages = usePages({
    firstList: first.data?.list,
    total: first.data?.sum ?? 0,
    fetchPage: (pageNo) => fetchAssetRecords(query, pageNo),
    resetKey: `${query.tradeType ?? ''}:${query.currency ?? ''}`,
  });
  return { first, ...pages };
}
