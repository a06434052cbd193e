/** The launchpad's addresses (spec section 2): list, detail, join, records and the white paper. */
import { withQuery } from '../../lib/router/hash-location';

/** Home, where the list's back button leads when there is no history. */
export { homePath } from '../../lib/router/home-path';
export const listPath = '/home/new';
export const detailPath = '/home/detail';
export const joinPath = '/home/join';
export const recordPath = '/home/record';
export const whitePaperPath = '/home/wbook';

export const detailHref = (id: string) => withQuery(detailPath, { id });
export const joinHref = (id: string) => withQuery(joinPath, { id });
export const whitePaperHref = (id: string) => withQuery(whitePaperPath, { id });
export const recordHref = (listingId?: string) => withQuery(recordPath, { id: listingId });

/** The `id` (or another) query parameter of the screen's address, trimmed; '' when absent. */
export function queryParam(search: string, name: string): string {
  return new URLSearchParams(search).get(name)?.trim() ?? '';
}
