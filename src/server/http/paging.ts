/**
 * The paging fields every record list takes (docs/api.md: `pageNo`, `pageSize`): one definition, so the wallet
 * records and the spot, contract and timed-order lists page alike.
 */
import { z } from 'zod';
import { pageSize } from '../../common/constants';

/** Record pages are small on a phone; a client may ask for more, up to this. */
export const recordPageSizeMax = 100;
/** Far beyond any real history; keeps the offset of a page query bounded. */
export const recordPageNoMax = 10_000;

/** The zod fields of a page request; spread them into a list body where its `pageNo` and `pageSize` go. */
export const pagingFields = {
  pageNo: z.coerce.number().int().min(1).max(recordPageNoMax).default(1),
  pageSize: z.coerce.number().int().min(1).max(recordPageSizeMax).default(pageSize),
};
