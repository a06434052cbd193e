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
import { walletPaths } from '../../src/common/api-paths';
import { transferDirections } from '../../src/common/wallet-types';
import { moveLegs, userAccount } from '../../src/server/ledger/ledger';
import { accountTypes } from '../../src/server/ledger/ledger-types';
import type { BenchApp } from '../support/bench-app';
import { createBenchUsers } from '../support/bench-users';
import {
  measureOnEachDatabase,
  printWhenRunDirectly,
  type BenchDatabase,
  type BenchResult,
} from '../support/each-database';
import { postForm } from '../support/post-form';
import { throughput } from '../support/throughput';

const concurrentClients = 16;

/** Alternates the direction so balances never run out: even steps coin → contract, odd steps back. */
const directionOf = (index: number) =>
  index % 2 === 0 ? transferDirections.coinToContract : transferDirections.contractToCoin;

async function measure(bench: BenchApp, label: BenchDatabase): Promise<BenchResult> {
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
    const response = await postForm(
      bench,
      walletPaths.transfer,
      client.token,
      { amount: '0.01', currency: 'USDT', type: String(directionOf(index)) },
      `bench-${label}-${sequence}`,
    );
    if (response.json().code !== 1) throw new Error(`transfer failed: ${response.body}`);
  });
  const assets = await throughput(clients, async (client) => {
    const response = await postForm(bench, walletPaths.assets, client.token, { type: '1' });
    if (response.json().code !== 1) throw new Error(`getAssets failed: ${response.body}`);
  });
  const figures = {
    [`${label}LedgerPostingsPerSecond`]: postings.perSecond,
    [`${label}LedgerPostingCpuMs`]: postings.cpuMsPerRequest,
    [`${label}ServiceTransfersPerSecond`]: serviceTransfers.perSecond,
    [`${label}ServiceTransferCpuMs`]: serviceTransfers.cpuMsPerRequest,
    [`${label}TransfersPerSecond`]: transfers.perSecond,
    [`${label}TransferCpuMs`]: transfers.cpuMsPerRequest,
    [`${label}GetAssetsRps`]: assets.perSecond,
    [`${label}GetAssetsCpuMs`]: assets.cpuMsPerRequest,
  };
  return { figures, notes: [] };
}

export function runWalletBench(): Promise<BenchResult> {
  return measureOnEachDatabase('wallet', measure);
}

await printWhenRunDirectly(import.meta.filename, runWalletBench);
