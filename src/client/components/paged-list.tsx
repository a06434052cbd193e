/**
 * A paged list on screen: its items, "load more" (or the "no more" line once everything is loaded), a failed
 * later page's message, and, with `PagedList`, the states before the first page is there (loading, failed,
 * offline with nothing saved, signed out). The words that name the items are the caller's (`empty`, `endText`),
 * so each feature keeps its texts in its own catalog; the class names and test ids are the caller's too.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CachedQuery } from '../lib/cache/use-cached-query';
import { useOnline } from '../lib/connectivity/connectivity-store';
import type { Pages } from '../lib/paging/use-pages';
import { QueryStates } from './query-states';
import { EmptyState } from './screen-states';

export interface PagedListLook {
  /** Class names of the list, a later page's error, the "load more" button and the "no more" line. */
  classNames: { list: string; moreError: string; more: string; end: string };
  testIds: { list: string; more: string; end?: string };
}

type PagesState<Item> = Pick<Pages<Item>, 'items' | 'hasMore' | 'loadingMore' | 'moreError' | 'loadMore'>;

interface PagedItemsProps<Item> extends PagedListLook {
  items: readonly Item[];
  pages: PagesState<Item>;
  /** One keyed row. */
  renderItem: (item: Item) => ReactNode;
  /** What the empty list says. */
  empty: ReactNode;
  /** The "no more" line. */
  endText: ReactNode;
  /** Shown below "load more" while offline, when there is more to load. */
  offlineMoreNote?: ReactNode;
}

export function PagedItems<Item>(props: PagedItemsProps<Item>) {
  const { items, pages, renderItem, classNames, testIds } = props;
  const online = useOnline();
  if (items.length === 0) return <EmptyState>{props.empty}</EmptyState>;
  return (
    <>
      <ul className={classNames.list} data-testid={testIds.list}>
        {items.map(renderItem)}
      </ul>
      {pages.moreError ? (
        <p className={classNames.moreError} role="alert">
          {pages.moreError.message}
        </p>
      ) : null}
      {pages.hasMore ? (
        <button
          type="button"
          className={`button button--ghost ${classNames.more}`}
          disabled={pages.loadingMore || !online}
          aria-busy={pages.loadingMore}
          data-testid={testIds.more}
          onClick={pages.loadMore}
        >
          {pages.loadingMore ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </button>
      ) : (
        <p className={classNames.end} data-testid={testIds.end}>
          {props.endText}
        </p>
      )}
      {pages.hasMore && !online ? props.offlineMoreNote : null}
    </>
  );
}

interface PagedListProps<Item> extends Omit<PagedItemsProps<Item>, 'items'> {
  first: Pick<CachedQuery<unknown>, 'error' | 'reload'>;
}

/** The paged items once the first page is there, and the query's own states until then. */
export function PagedList<Item>({ first, ...rest }: PagedListProps<Item>) {
  return (
    <QueryStates<readonly Item[]> query={first} data={rest.pages.items}>
      {(items) => <PagedItems items={items} {...rest} />}
    </QueryStates>
  );
}
