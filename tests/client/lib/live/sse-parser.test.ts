// Proves the SSE parser reads the stream as the standard does: events split anywhere across chunks, multi-line data, comments (heartbeats), ids only where sent, every line ending.
import { describe, expect, it } from 'vitest';
import { createParser, type SseEvent } from '../../../../src/client/lib/live/sse-parser';

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const parser = createParser({
    onEvent: (event) => events.push(event),
    onComment: (text) => comments.push(text),
  });
  for (const chunk of chunks) parser.feed(chunk);
  return { events, comments };
}

const text =
  'event: market\ndata: {"channel":"details:btcusdt"}\n\nid: 7\nevent: private\ndata: {"seq":7}\n\n';

describe('createParser', () => {
  it('reads the same events however the text is split across chunks', () => {
    const whole = parse([text]).events;
    expect(whole).toEqual([
      { event: 'market', id: undefined, data: '{"channel":"details:btcusdt"}' },
      { event: 'private', id: '7', data: '{"seq":7}' },
    ]);
    for (let cut = 1; cut < text.length; cut++) {
      expect(parse([text.slice(0, cut), text.slice(cut)]).events).toEqual(whole);
    }
    expect(parse([...text]).events).toEqual(whole);
  });

  it('joins multi-line data with line feeds and takes a value without its one leading space', () => {
    const { events } = parse(['event: hello\ndata: {"a":\ndata:  1}\ndata\n\n']);
    expect(events).toEqual([{ event: 'hello', id: undefined, data: '{"a":\n 1}\n' }]);
  });

  it('reports comments (heartbeats) and dispatches nothing for them', () => {
    const { events, comments } = parse([': heartbeat\n\n', ':ping\n', '\n']);
    expect(events).toEqual([]);
    expect(comments).toEqual(['heartbeat', 'ping']);
  });

  it('gives an id only to the event that carried one', () => {
    const { events } = parse(['id: 3\nevent: private\ndata: 1\n\nevent: market\ndata: 2\n\n']);
    expect(events.map((event) => event.id)).toEqual(['3', undefined]);
  });

  it('accepts CRLF and CR line endings, also a CRLF split between chunks', () => {
    const crlf = parse(['event: market\r\ndata: 1\r', '\n\r\nevent: market\rdata: 2\r\r']).events;
    expect(crlf.map((event) => event.data)).toEqual(['1', '2']);
  });

  it('ignores an event without data, retry and unknown fields, and forgets a half event on reset', () => {
    const events: SseEvent[] = [];
    const parser = createParser({ onEvent: (event) => events.push(event) });
    parser.feed('event: market\nretry: 10\nfoo: bar\n\n');
    parser.feed('event: market\ndata: half');
    parser.reset();
    parser.feed('\ndata: whole\n\n');
    expect(events).toEqual([{ event: undefined, id: undefined, data: 'whole' }]);
  });
});
