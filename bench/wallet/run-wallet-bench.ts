/**
 * Wallet throughput on PGlite and on Postgres, side by side: transfers per second through the real transfer route
 * (Fastify's inject: routing, body parsing, the session check, the Idempotency-Key claim, the ledger movement and
 * the answer, everything but the socket), and the asset list (getAssets) requests per second, each from 16
 * concurrent clients, every client a user of its own. Postgres runs in a fresh database on the server named by
 * BENCH_DATABASE_URL or TEST_DATABASE_URL; without either it is skipped with a note.
 */
import path from 'node:path';
import pino from 'pino';
import { userPaths, walletPaths } from '../../src/common/api-paths';
import { createOutboxMailer } from '../../src/server/mail/mailer';
import { createOutboxRepo } from '../../src/server/mail/outbox-repo';
import { hashPassword } from '../../src/server/modules/auth';
import { createAccountServices } from '../../src/server/services';
import { startBenchApp, type BenchApp } from '../support/bench-app';
import { benchPostgresUrl, createScratchPostgres } from '../support/scratch-postgres';

const concurrentClients = 16;
const warmUpMs = 1000;
const measureMs = 6000;
const password = 'Benchmark2026';

interface Client {
  token: string;
}

async function createClients(bench: BenchApp): Promise<Client[]> {
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
    clients.push({ token: body.data.token as string });
  }
  return clients;
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

async function measure(bench: BenchApp, label: string): Promise<Record<string, number>> {
  const clients = await createClients(bench);
  let sequence = 0;
  const transfers = await throughput(clients, async (client, index) => {
    sequence += 1;
    const response = await post(
      bench,
      walletPaths.transfer,
      client.token,
      { amount: '0.01', currency: 'USDT', type: index % 2 === 0 ? '1' : '2' },
      `bench-${label}-${sequence}`,
    );
    if (response.json().code !== 1) throw new Error(`transfer failed: ${response.body}`);
  });
  const assets = await throughput(clients, async (client) => {
    const response = await post(bench, walletPaths.assets, client.token, { type: '1' });
    if (response.json().code !== 1) throw new Error(`getAssets failed: ${response.body}`);
  });
  return {
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
