/**
 * A paged list whose first page is a cached query (saved on the device under `key`, so it opens offline with its
 * age; private lists pass their owner's `userId`) and whose later pages load on demand into memory (use-pages.ts).
 * The one place the records, orders, inbox and launchpad lists join the two.
 */
import { useCachedQuery, type CachedQuery } from '../cache/use-cached-query';
import { usePages, type Pages } from './use-pages';

export interface CachedPagesOptions<Page> {
  /** Where the first page is saved; null while there is nothing to read (signed out). */
  key: string | null;
  fetchPage: (pageNo: number) => Promise<Page>;
  /** A new value (a new filter or user) starts again from the first page. */
  resetKey: string;
  /** Owner of private data; '' (the default) for public data. */
  userId?: string;
  /** Revalidate the first page on the app's refresh tick (default true). */
  refreshOnTick?: boolean;
  /** Keep the tick even while the live stream is healthy (useCachedQuery's option of the same name). */
  tickWhileLive?: boolean;
  /** A page that comes back empty ends the list even if the total said otherwise. */
  endOnEmptyPage?: boolean;
}

/** The items of a page: what the later pages join by id. */
type ItemOf<Page extends { list: Array<{ id: unknown }> }> = Page['list'][number];

export function useCachedPages<Page extends { list: Array<{ id: unknown }>; totalRow: number }>(
  options: CachedPagesOptions<Page>,
): { first: CachedQuery<Page>; pages: Pages<ItemOf<Page>> } {
  // The defaults are those of useCachedQuery and usePages.
  const {
    key,
    fetchPage,
    resetKey,
    userId = '',
    refreshOnTick = true,
    tickWhileLive = false,
    endOnEmptyPage = false,
  } = options;
  const first = useCachedQuery(key, () => fetchPage(1), { userId, refreshOnTick, tickWhileLive });
  const pages = usePages<ItemOf<Page>>({
    firstList: first.data?.list,
    total: first.data?.totalRow ?? 0,
    fetchPage,
    resetKey,
    endOnEmptyPage,
  });
  return { first, pages };
}
