/** A pino destination that keeps every line in memory, so a test can read what the server logged. */
import { Writable } from 'node:stream';

export interface CapturedLog {
  lines: Record<string, unknown>[];
  stream: Writable;
  /** Everything logged so far, as one string, for "never contains" checks. */
  text(): string;
}

export function captureLog(): CapturedLog {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, stream, text: () => JSON.stringify(lines) };
}
