/**
 * What the review queues of the ops commands share (KYC, deposits, withdrawals): row ids as typed, the status
 * names a `list` command takes, and the query it sends.
 */

/** Status numbers and their names in `list` and its table, e.g. { 0: 'review', 1: 'finished', 2: 'rejected' }. */
export type StatusNames = Readonly<Record<number, string>>;

/** Deposits and withdrawals share the asset records' states (spec section 4). */
export const requestStatusNames: StatusNames = { 0: 'review', 1: 'finished', 2: 'rejected' };

export const isId = (value: string | undefined): boolean => value !== undefined && /^\d+$/.test(value);

/**
 * The `?status=…&limit=100` query of a `list` command for the status name typed (default `review`, or `all`);
 * undefined, after telling the operator which names exist, for a name that is none of them.
 */
export function statusQuery(names: StatusNames, typed: string | undefined): string | undefined {
  const wanted = typed ?? 'review';
  const status = wanted === 'all' ? 'all' : Object.entries(names).find(([, name]) => name === wanted)?.[0];
  if (status === undefined) {
    process.stderr.write(`Unknown status "${wanted}": ${[...Object.values(names), 'all'].join(', ')}.\n`);
    return undefined;
  }
  return `?status=${status}&limit=100`;
}

export const statusName = (names: StatusNames, status: number): string => names[status] ?? String(status);
