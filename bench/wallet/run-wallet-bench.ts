/**
 * Wallet throughput on PGlite and on Postgres, side by side: transfers per second through the real transfer route
 * (Fastify's inject: routing, body parsing, the session check, the Idempotency-Key claim, the ledger movement and
 * the answer, everything but the socket), and the asset list (getAssets) requests per second, each from 16
 * concurrent clients, every client a user of its own. Postgres runs in a fresh database on the server named by
 * BENCH_DATABASE_URL or TEST_DATABASE_URL; without either it is skipped with a note.
 *
 * Beside the route, the same transfers are measured one layer down and two layers down, so the figures show where
 * the time goes: the wallet service (a database transaction with the Idempotency-Key claim and the ledger movement,
 * no HTTP) and the bare ledger posting (a database transaction with the movement only).
 */
import path from 'node:path';
import pino from 'pino';
import { userPaths, walletPaths } from '../../src/common/api-paths';
import { createOutboxMailer } from '../../src/server/mail/mailer';
import { createOutboxRepo } from '../../src/server/mail/outbox-repo';
import { hashPassword } from '../../src/server/modules/auth';
import { transferDirections } from '../../src/common/wallet-types';
import { moveLegs, userAccount } from '../../src/server/ledger/ledger';
import { accountTypes } from '../../src/server/ledger/ledger-types';
import { createAccountServices } from '../../src/server/services';
import { startBenchApp, type BenchApp } from '../support/bench-app';
import { benchPostgresUrl, createScratchPostgres } from '../support/scratch-postgres';

const concurrentClients = 16;
const warmUpMs = 1000;
const measureMs = 6000;
const password = 'Benchmark2026';

interface Client {
  token: string;
  userId: number;
}

async function createClients(bench: BenchApp) {
  const { database, clock, dataDir, serverSecret, feed } = bench.booted;
  const services = createAccountServices({
    db: database.db,
    clock,
    feed,
    dataDir,
    serverSecret,
    mailer: createOutboxMailer({
      outbox: createOutboxRepo(database.db),
      clock,
      log: pino({ level: 'silent' }),
      logBodies: false,
    }),
  });
  const passwordHash = await hashPassword(password);
  const clients: Client[] = [];
  const ledger = services.ledger;
  for (let index = 0; index < concurrentClients; index += 1) {
    const email = `bench.${index}@example.com`;
    const userId = await services.auth.createAccount({
      email,
      passwordHash,
      tradePasswordHash: passwordHash,
      inviterId: null,
      locale: 'en-US',
    });
    await services.wallet.credit({
      userId,
      currency: 'USDT',
      amount: '1000000',
      reason: 'benchmark balance',
      reference: `bench:${userId}`,
    });
    const login = await bench.app.inject({
      method: 'POST',
      url: userPaths.login,
      payload: { account: email, password },
    });
    const body = login.json();
    if (body.code !== 1) throw new Error(`bench login failed: ${login.body}`);
    clients.push({ token: body.data.token as string, userId });
  }
  return { clients, services, ledger };
}

function post(bench: BenchApp, url: string, token: string, form: Record<string, string>, key?: string) {
  return bench.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      token,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

interface Throughput {
  perSecond: number;
  /**
   * CPU time of this process (server and load generator) per request, in ms: on a machine shared with other work,
   * requests per second say as much about the neighbours as about the code; this figure does not.
   */
  cpuMsPerRequest: number;
}

/** Runs `request` from every client in a loop: a warm-up, then the measured window. */
async function throughput(
  clients: readonly Client[],
  request: (client: Client, index: number) => Promise<void>,
): Promise<Throughput> {
  let phaseEndsAt = performance.now() + warmUpMs;
  let measuring = false;
  let completed = 0;
  let started = 0;
  let cpuAtStart = process.cpuUsage();
  const worker = async (client: Client) => {
    let index = 0;
    for (;;) {
      if (performance.now() >= phaseEndsAt) {
        if (measuring) return;
        measuring = true;
        started = performance.now();
        cpuAtStart = process.cpuUsage();
        phaseEndsAt = started + measureMs;
      }
      await request(client, index);
      index += 1;
      if (measuring) completed += 1;
    }
  };
  await Promise.all(clients.map(worker));
  const elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuAtStart);
  const tenths = (value: number) => Math.round(value * 10) / 10;
  return {
    perSecond: Math.round(completed / (elapsedMs / 1000)),
    cpuMsPerRequest: tenths((cpu.user + cpu.system) / 1000 / completed),
  };
}

/** Alternates the direction so balances never run out: even steps coin → contract, odd steps back. */
const directionOf = (index: number) =>
  index % 2 === 0 ? transferDirections.coinToContract : transferDirections.contractToCoin;

async function measure(bench: BenchApp, label: string): Promise<Record<string, number>> {
  const { clients, services, ledger } = await createClients(bench);
  const db = bench.booted.database.db;
  let sequence = 0;
  const postings = await throughput(clients, async (client, index) => {
    sequence += 1;
    // Read now: the transaction's callback runs later, when other clients have moved the sequence on.
    const reference = `bench-posting-${label}-${sequence}`;
    const [from, to] =
      directionOf(index) === transferDirections.coinToContract
        ? [accountTypes.coin, accountTypes.contract]
        : [accountTypes.contract, accountTypes.coin];
    await db.transaction((tx) =>
      ledger.post(tx, {
        kind: 'transfer',
        reference,
        userId: client.userId,
        legs: moveLegs(
          'USDT',
          '0.01',
          { owner: userAccount(client.userId, from), bucket: 'available' },
          { owner: userAccount(client.userId, to), bucket: 'available' },
        ),
      }),
    );
  });
  const serviceTransfers = await throughput(clients, async (client, index) => {
    sequence += 1;
    await services.wallet.transfer(
      client.userId,
      { amount: '0.01', currency: 'USDT', direction: directionOf(index) },
      { key: `bench-service-${label}-${sequence}`, requestHash: 'bench' },
    );
  });
  const transfers = await throughput(clients, async (client, index) => {
    sequence += 1;
    const response = await post(
      bench,
      walletPaths.transfer,
      client.token,
      { amount: '0.01', currency: 'USDT', type: String(directionOf(index)) },
      `bench-${label}-${sequence}`,
    );
    if (response.json().code !== 1) throw new Error(`transfer failed: ${response.body}`);
  });
  const assets = await throughput(clients, async (client) => {
    const response = await post(bench, walletPaths.assets, client.token, { type: '1' });
    if (response.json().code !== 1) throw new Error(`getAssets failed: ${response.body}`);
  });
  return {
    [`${label}LedgerPostingsPerSecond`]: postings.perSecond,
    [`${label}LedgerPostingCpuMs`]: postings.cpuMsPerRequest,
    [`${label}ServiceTransfersPerSecond`]: serviceTransfers.perSecond,
    [`${label}ServiceTransferCpuMs`]: serviceTransfers.cpuMsPerRequest,
    [`${label}TransfersPerSecond`]: transfers.perSecond,
    [`${label}TransferCpuMs`]: transfers.cpuMsPerRequest,
    [`${label}GetAssetsRps`]: assets.perSecond,
    [`${label}GetAssetsCpuMs`]: assets.cpuMsPerRequest,
  };
}

export async function runWalletBench(): Promise<{ figures: Record<string, number>; notes: string[] }> {
  const notes: string[] = [];
  const pglite = await startBenchApp({ seedDemo: false });
  let figures: Record<string, number>;
  try {
    figures = await measure(pglite, 'pglite');
  } finally {
    await pglite.close();
  }
  const baseUrl = benchPostgresUrl();
  if (!baseUrl) {
    notes.push('wallet: Postgres skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it)');
    return { figures, notes };
  }
  const scratch = await createScratchPostgres(baseUrl);
  try {
    const postgres = await startBenchApp({ seedDemo: false, databaseUrl: scratch.url });
    try {
      figures = { ...figures, ...(await measure(postgres, 'postgres')) };
    } finally {
      await postgres.close();
    }
  } finally {
    await scratch.drop();
  }
  return { figures, notes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { figures, notes } = await runWalletBench();
  console.table(figures);
  for (const note of notes) console.log(note);
}
