/**
 * The later pages of a paged list (spec: page size 10, later pages appended, "no more" once the loaded count
 * reaches the total). The first page is the caller's own query (usually saved on the device, so it opens offline);
 * later pages are fetched on demand and kept in memory only, and are forgotten when `resetKey` changes.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ApiFailure } from '../http/api-failure';

export interface PagesOptions<Item> {
  /** The first page's items, undefined while there is none. */
  firstList: readonly Item[] | undefined;
  /** How many items match, as the first page said. */
  total: number;
  fetchPage: (pageNo: number) => Promise<{ list: Item[] }>;
  /** A new value (a new filter) starts again from the first page. */
  resetKey: string;
  /** A page that comes back empty ends the list even if the total said otherwise (items moved meanwhile). */
  endOnEmptyPage?: boolean;
}

export interface Pages<Item> {
  items: Item[] | undefined;
  total: number;
  /** False once every matching item is on screen: the "no more" flag. */
  hasMore: boolean;
  loadingMore: boolean;
  moreError: ApiFailure | undefined;
  loadMore: () => void;
  /** Drops the later pages, for a caller that reads its first page again. */
  forgetLater: () => void;
}

/** Joins pages by id, so an item that moved to a later page when a new one arrived is not listed twice. */
function joinPages<Item extends { id: unknown }>(first: readonly Item[], later: readonly Item[]): Item[] {
  const seen = new Set(first.map((item) => item.id));
  return [...first, ...later.filter((item) => !seen.has(item.id))];
}

export function usePages<Item extends { id: unknown }>(options: PagesOptions<Item>): Pages<Item> {
  const { firstList, total, fetchPage, resetKey, endOnEmptyPage = false } = options;
  const [later, setLater] = useState<Item[]>([]);
  const [pageNo, setPageNo] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<ApiFailure | undefined>(undefined);
  const [exhausted, setExhausted] = useState(false);

  const forgetLater = useCallback(() => {
    setLater([]);
    setPageNo(1);
    setMoreError(undefined);
    setExhausted(false);
  }, []);
  useEffect(forgetLater, [resetKey, forgetLater]);

  const items = firstList ? joinPages(firstList, later) : undefined;
  const hasMore = !exhausted && items !== undefined && items.length < total;

  const loadMore = () => {
    if (loadingMore || !hasMore) return;
    const next = pageNo + 1;
    setLoadingMore(true);
    setMoreError(undefined);
    fetchPage(next)
      .then((page) => {
        setLater((previous) => [...previous, ...page.list]);
        setPageNo(next);
        if (endOnEmptyPage && page.list.length === 0) setExhausted(true);
      })
      .catch((error: ApiFailure) => setMoreError(error))
      .finally(() => setLoadingMore(false));
  };

  return { items, total, hasMore, loadingMore, moreError, loadMore, forgetLater };
}
