/**
 * Contract records in pages of 10 (spec: later pages appended, "no more" once the loaded count reaches the total).
 * The first page is a saved query (offline it is still there); later pages are fetched on demand and kept in
 * memory only. A new filter starts again from page 1.
 */
import { useEffect, useState } from 'react';
import type { ContractPosition, ContractStatus } from '../../../common/trading-types';
import type { ApiFailure } from '../../lib/http/api-failure';
import { fetchPositionPage, useFirstPositionPage } from './contracts-api';

export interface PositionPages {
  first: ReturnType<typeof useFirstPositionPage>;
  positions: ContractPosition[] | undefined;
  total: number;
  /** False once every matching record is on screen: the "no more" flag. */
  hasMore: boolean;
  loadingMore: boolean;
  moreError: ApiFailure | undefined;
  loadMore: () => void;
}

/** Joins pages by id, so a record that moved to a later page when a new one arrived is not listed twice. */
function joinPages(
  first: readonly ContractPosition[],
  later: readonly ContractPosition[],
): ContractPosition[] {
  const seen = new Set(first.map((position) => position.id));
  return [...first, ...later.filter((position) => !seen.has(position.id))];
}

export function usePositionPages(status: ContractStatus | undefined): PositionPages {
  const first = useFirstPositionPage(status);
  const [later, setLater] = useState<ContractPosition[]>([]);
  const [pageNo, setPageNo] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<ApiFailure | undefined>(undefined);
  // A page that comes back empty ends the list even if the total said otherwise (records moved meanwhile).
  const [exhausted, setExhausted] = useState(false);

  useEffect(() => {
    setLater([]);
    setPageNo(1);
    setMoreError(undefined);
    setExhausted(false);
  }, [status]);

  const positions = first.data ? joinPages(first.data.list, later) : undefined;
  const total = first.data?.totalRow ?? 0;
  const hasMore = !exhausted && positions !== undefined && positions.length < total;

  const loadMore = () => {
    if (loadingMore || !hasMore) return;
    const next = pageNo + 1;
    setLoadingMore(true);
    setMoreError(undefined);
    fetchPositionPage(status, next)
      .then((page) => {
        setLater((previous) => [...previous, ...page.list]);
        setPageNo(next);
        if (page.list.length === 0) setExhausted(true);
      })
      .catch((error: ApiFailure) => setMoreError(error))
      .finally(() => setLoadingMore(false));
  };

  return { first, positions, total, hasMore, loadingMore, moreError, loadMore };
}
