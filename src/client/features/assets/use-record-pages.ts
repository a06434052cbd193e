/**
 * Asset records in pages of 10 (spec: page size 10, later pages appended, "no more" once the loaded count reaches
 * the total). The first page is the cached query; later pages are fetched on demand and kept in memory only.
 */
import { useEffect, useState } from 'react';
import type { AssetRecord } from '../../../common/wallet-types';
import type { ApiFailure } from '../../lib/http/api-failure';
import { fetchAssetRecords, useFirstRecordPage, type RecordQuery } from './assets-api';

export interface RecordPages {
  first: ReturnType<typeof useFirstRecordPage>;
  records: AssetRecord[] | undefined;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: ApiFailure | undefined;
  loadMore: () => void;
}

/** Joins pages by id, so a record that moved to a later page when a new one arrived is not listed twice. */
function joinPages(first: readonly AssetRecord[], later: readonly AssetRecord[]): AssetRecord[] {
  const seen = new Set(first.map((record) => record.id));
  return [...first, ...later.filter((record) => !seen.has(record.id))];
}

export function useRecordPages(query: RecordQuery): RecordPages {
  const first = useFirstRecordPage(query);
  const [later, setLater] = useState<AssetRecord[]>([]);
  const [pageNo, setPageNo] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<ApiFailure | undefined>(undefined);
  const filterKey = `${query.tradeType ?? ''}:${query.currency ?? ''}`;

  useEffect(() => {
    setLater([]);
    setPageNo(1);
    setMoreError(undefined);
  }, [filterKey]);

  const records = first.data ? joinPages(first.data.list, later) : undefined;
  const total = first.data?.sum ?? 0;
  const hasMore = records !== undefined && records.length < total;

  const loadMore = () => {
    if (loadingMore || !hasMore) return;
    const next = pageNo + 1;
    setLoadingMore(true);
    setMoreError(undefined);
    fetchAssetRecords(query, next)
      .then((page) => {
        setLater((previous) => [...previous, ...page.list]);
        setPageNo(next);
      })
      .catch((error: ApiFailure) => setMoreError(error))
      .finally(() => setLoadingMore(false));
  };

  return { first, records, total, hasMore, loadingMore, moreError, loadMore };
}
