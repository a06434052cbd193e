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
import { walletPaths } from '../../src/common/api-paths';
import { transferDirections } from '../../src/common/wallet-types';
import { moveLegs, userAccount } from '../../src/server/ledger/ledger';
import { accountTypes } from '../../src/server/ledger/ledger-types';
import { startBenchApp, type BenchApp } from '../support/bench-app';
import { createBenchUsers } from '../support/bench-users';
import { benchPostgresUrl, createScratchPostgres } from '../support/scratch-postgres';
import { throughput } from '../support/throughput';

const concurrentClients = 16;

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

/** Alternates the direction so balances never run out: even steps coin → contract, odd steps back. */
const directionOf = (index: number) =>
  index % 2 === 0 ? transferDirections.coinToContract : transferDirections.contractToCoin;

async function measure(bench: BenchApp, label: string): Promise<Record<string, number>> {
  const { users: clients, services } = await createBenchUsers(bench, concurrentClients, { USDT: '1000000' });
  const ledger = services.ledger;
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
