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
