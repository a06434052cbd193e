/**
 * The live benchmark's cheap stream clients, run in a child process of their own: `--streams N` raw `http` GETs of
 * /live/stream on `--port`, each watching `details:<symbol>` of 5 pairs chosen from its index `--first + i`, so
 * that neighbouring streams watch different channel sets. They parse only what the figure needs: the event name and
 * the envelope's `ts` of each market event, nothing else.
 *
 * Talks JSON lines on stdout: `{type: 'open', open, failed}` once every stream has its hello and first snapshots;
 * then, after the line `measure` on stdin, records each market event's delay (arrival at this socket minus the
 * envelope's `ts`, both on this host's clock), and after `report` prints `{type: 'report', delaysMs, events, cpuMs}`,
 * `cpuMs` being this process's own CPU over the measured window.
 */
import http from 'node:http';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { livePaths } from '../../src/common/live-types';
import { pairs } from '../../src/common/pairs';

/** Channels per stream, as issue 26's target asks. */
export const channelsPerStream = 5;
/** Streams whose request is in flight at once while opening: the server's listen backlog is 511. */
const openingConcurrency = 100;
/** A stream not open with its first snapshots by then counts as failed. */
const openTimeoutMs = 60_000;

/** The channels of the stream with this index: 5 different pairs, spread over the pair table. */
export function channelsOfStream(index: number): string[] {
  const stride = Math.max(1, Math.floor(pairs.length / channelsPerStream));
  return Array.from({ length: channelsPerStream }, (_, slot) => {
    const pair = pairs[(index + slot * stride) % pairs.length]!;
    return `details:${pair.symbol}`;
  });
}

const marketEventStart = 'event: market';
const tsPattern = /"ts":(\d+)/;

interface Tally {
  measuring: boolean;
  delaysMs: number[];
  events: number;
}

/** Opens one stream; resolves when its hello and its first snapshot of each channel have arrived. */
function openStream(port: number, index: number, tally: Tally): Promise<boolean> {
  const channels = channelsOfStream(index);
  return new Promise((resolve) => {
    let snapshotsLeft = channels.length;
    let buffered = '';
    const timer = setTimeout(() => resolve(false), openTimeoutMs);
    const request = http.get(
      { host: '127.0.0.1', port, agent: false, path: `${livePaths.stream}?channels=${channels.join(',')}` },
      (response) => {
        if (response.statusCode !== 200) {
          clearTimeout(timer);
          resolve(false);
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const arrivedAtMs = Date.now();
          buffered += chunk;
          let end = buffered.indexOf('\n\n');
          while (end >= 0) {
            const event = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            end = buffered.indexOf('\n\n');
            if (!event.startsWith(marketEventStart)) continue;
            if (snapshotsLeft > 0) {
              snapshotsLeft -= 1;
              if (snapshotsLeft === 0) {
                clearTimeout(timer);
                resolve(true);
              }
              continue;
            }
            if (!tally.measuring) continue;
            tally.events += 1;
            const ts = tsPattern.exec(event)?.[1];
            if (ts) tally.delaysMs.push(arrivedAtMs - Number(ts));
          }
        });
      },
    );
    request.on('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

async function openAll(port: number, first: number, count: number, tally: Tally) {
  let next = 0;
  let open = 0;
  const worker = async () => {
    while (next < count) {
      const index = first + next;
      next += 1;
      if (await openStream(port, index, tally)) open += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(openingConcurrency, count) }, worker));
  return { open, failed: count - open };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      streams: { type: 'string' },
      first: { type: 'string', default: '0' },
    },
  });
  const tally: Tally = { measuring: false, delaysMs: [], events: 0 };
  const opened = await openAll(Number(values.port), Number(values.first), Number(values.streams), tally);
  process.stdout.write(`${JSON.stringify({ type: 'open', ...opened })}\n`);
  let cpuAtStart = process.cpuUsage();
  readline.createInterface({ input: process.stdin }).on('line', (line) => {
    if (line === 'measure') {
      cpuAtStart = process.cpuUsage();
      tally.measuring = true;
    } else if (line === 'report') {
      tally.measuring = false;
      const cpu = process.cpuUsage(cpuAtStart);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      const report = JSON.stringify({
        type: 'report',
        delaysMs: tally.delaysMs,
        events: tally.events,
        cpuMs,
      });
      // The report is large: the process ends only once the pipe has taken all of it.
      process.stdout.write(`${report}\n`, () => process.exit(0));
    }
  });
}

if (process.argv[1]?.endsWith('stream-clients.ts')) await main();
