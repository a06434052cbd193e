/**
 * Contract records in pages of 10 (spec: later pages appended, "no more" once the loaded count reaches the total).
 * The first page is a saved query (offline it is still there); later pages are fetched on demand and kept in
 * memory only. A new filter starts again from page 1.
 */
import type { ContractStatus } from '../../../common/trading-types';
import { usePages } from '../../lib/paging/use-pages';
import { fetchPositionPage, useFirstPositionPage } from './contracts-api';

export type PositionPages = ReturnType<typeof usePositionPages>;

export function usePositionPages(status: ContractStatus | undefined) {
  const first = useFirstPositionPage(status);
  const pages = usePages({
    firstList: first.data?.list,
    total: first.data?.totalRow ?? 0,
    fetchPage: (pageNo) => fetchPositionPage(status, pageNo),
    resetKey: String(status),
    // Records move between states while the list is open, so an empty page ends it whatever the total said.
    endOnEmptyPage: true,
  });
  return { first, ...pages };
}
