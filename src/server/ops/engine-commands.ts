/**
 * The ops commands of the trading engines: each engine of the running server process with its state, and resuming
 * one that stopped on a broken ledger invariant. States live in that process's memory: another process (a second
 * server on Postgres) has its own.
 */
import { adminPaths } from '../../common/api-paths';
import type { EngineStatus } from '../../common/engine-types';
import type { OpsCommand } from './ops-command';
import { printTable } from './print-table';

function printStatuses(statuses: readonly EngineStatus[]): void {
  printTable(
    statuses.map((status) => ({
      engine: status.name,
      state: status.state,
      lastBatchAt: status.lastBatchAt ?? '-',
      stoppedAt: status.stoppedAt ?? '-',
      reason: status.reason ?? '-',
    })),
  );
}

export const listEngines: OpsCommand = {
  usage: 'engines                                 every trading engine: running or stopped (why, since when)',
  matches: (argv) => argv.length === 1 && argv[0] === 'engines',
  async run(client) {
    printStatuses(await client.get<EngineStatus[]>(adminPaths.engines));
    return 0;
  },
};

export const resumeEngine: OpsCommand = {
  usage: 'engines resume NAME                     start a stopped engine again (after repairing its data)',
  matches: (argv) => argv[0] === 'engines' && argv[1] === 'resume',
  async run(client, argv) {
    if (argv.length !== 3 || !argv[2]) {
      process.stderr.write('Usage: npm run ops -- engines resume NAME (see `npm run ops -- engines`)\n');
      return 2;
    }
    const status = await client.post<EngineStatus>(
      adminPaths.engineResume.replace(':name', encodeURIComponent(argv[2])),
      {},
    );
    process.stdout.write(`${status.name}: ${status.state}\n`);
    return 0;
  },
};
