/**
 * The server of the live-stream benchmark, in its own process so that its RSS and CPU are its own: the real app
 * (bench/support/bench-app.ts) listening on a free port, with its stream and connection caps raised for the
 * benchmark's streams. Prints `{port, pid, users}` as JSON on its first line, `users` being the bench users it made
 * (their ids and session tokens), then serves until it is killed.
 *
 * Arguments: `--streams N` (room for N streams and their sockets), `--database URL` (Postgres instead of PGlite),
 * `--users N` (bench users to make, 0 by default). On stdin, a line `publish <userId>` commits one `balance` event for
 * that user through publishLive in a transaction of its own (the wallet does not publish yet), and answers
 * `published <n>` on stdout.
 */
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { decimalConstant } from '../../src/common/decimal';
import { defaultConnectionLimits } from '../../src/server/http/connection-limits';
import { defaultLiveLimits } from '../../src/server/live/live-limits';
import { publishLive } from '../../src/server/live/publish-live';
import { startBenchApp } from '../support/bench-app';
import { createBenchUsers } from '../support/bench-users';

/** Sockets beyond the streams: the benchmark's few API calls and the health of the process. */
const spareConnections = 200;

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '0' },
    database: { type: 'string' },
    users: { type: 'string', default: '0' },
  },
});
const streamsMax = Math.max(Number(values.streams), defaultLiveLimits.streamsPerProcessMax);
const bench = await startBenchApp({
  seedDemo: false,
  ...(values.database ? { databaseUrl: values.database } : {}),
  limits: {
    liveLimits: { ...defaultLiveLimits, streamsPerProcessMax: streamsMax },
    connectionLimits: { ...defaultConnectionLimits, connectionsMax: streamsMax + spareConnections },
  },
});
const { users } = await createBenchUsers(bench, Number(values.users), { USDT: '1000' });
await bench.app.listen({ port: 0, host: '127.0.0.1' });
const address = bench.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, pid: process.pid, users })}\n`);

let published = 0;
const { db } = bench.booted.database;
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, userId] = line.trim().split(' ');
  if (command !== 'publish') return;
  published += 1;
  const available = decimalConstant(`${1000 - published}.00`);
  void db
    .transaction((tx) =>
      publishLive(tx, Number(userId), {
        type: 'balance',
        accountType: 1,
        currency: 'USDT',
        available,
        frozen: decimalConstant('0'),
      }),
    )
    .then(() => process.stdout.write(`published ${published}\n`));
});
process.on('SIGTERM', () => {
  void bench.close().finally(() => process.exit(0));
});
