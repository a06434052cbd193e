/**
 * Server-Sent Events text to events, as the HTML standard's "event stream interpretation" reads it: lines end in
 * LF, CR or CRLF (also split across chunks); a blank line dispatches; `data` lines join with LF; a line starting
 * with `:` is a comment (the server's heartbeat). EventSource cannot send the `token` header, so the stream is read
 * with fetch and parsed here. The interface is eventsource-parser's (`createParser({ onEvent, onComment })`,
 * `feed`, `reset`), so replacing this file with that package changes nothing else.
 */

export interface SseEvent {
  /** The `event` field; undefined for the default `message`. */
  event: string | undefined;
  /** The `id` field when this event carried one (ids are not inherited here: only private events have one). */
  id: string | undefined;
  data: string;
}

export interface SseParserCallbacks {
  onEvent: (event: SseEvent) => void;
  onComment?: (comment: string) => void;
}

export interface SseParser {
  feed: (chunk: string) => void;
  /** Forgets a partly received line and event (a new connection starts clean). */
  reset: () => void;
}

export function createParser({ onEvent, onComment }: SseParserCallbacks): SseParser {
  let pending = '';
  let eventName: string | undefined;
  let id: string | undefined;
  let data: string[] = [];
  /** A chunk that ended in CR may be followed by the LF of the same line ending. */
  let skipLeadingLf = false;

  const clearEvent = () => {
    eventName = undefined;
    id = undefined;
    data = [];
  };

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: eventName, id, data: data.join('\n') });
    clearEvent();
  };

  const readField = (line: string) => {
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    // `retry` and unknown fields are ignored: the client chooses its own backoff.
  };

  const readLine = (line: string) => {
    if (line === '') dispatch();
    else if (line.startsWith(':')) onComment?.(line.slice(1).trimStart());
    else readField(line);
  };

  return {
    feed(chunk) {
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      pending += text;
      const lineEnd = /\r\n|\r|\n/g;
      let start = 0;
      for (let match = lineEnd.exec(pending); match; match = lineEnd.exec(pending)) {
        // A CR at the very end may be half of a CRLF whose LF comes with the next chunk.
        if (match[0] === '\r' && match.index === pending.length - 1) skipLeadingLf = true;
        readLine(pending.slice(start, match.index));
        start = match.index + match[0].length;
      }
      pending = pending.slice(start);
    },
    reset() {
      pending = '';
      skipLeadingLf = false;
      clearEvent();
    },
  };
}
