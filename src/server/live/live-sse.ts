/**
 * The Server-Sent Events wire format: `event:` and `data:` (one line of JSON, which never holds a raw line break),
 * with `id:` on private events and `resync` only (the user's counter), so that market snapshots never move the
 * client's Last-Event-ID.
 */

export function sseEvent(name: string, data: unknown, id?: number): string {
  const idLine = id === undefined ? '' : `id: ${id}\n`;
  return `event: ${name}\n${idLine}data: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: the client's EventSource ignores it, proxies and the client's silence timer see bytes move. */
export const sseHeartbeat = ': heartbeat\n\n';

/** Last-Event-ID as a sequence number: a whole number of at most 15 digits, else undefined (not a number we gave). */
export function parseLastEventId(header: unknown): number | undefined {
  if (typeof header !== 'string' || !/^\d{1,15}$/.test(header.trim())) return undefined;
  return Number.parseInt(header.trim(), 10);
}
