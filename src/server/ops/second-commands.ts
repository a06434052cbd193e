/**
 * The ops commands of second contracts: the durations a timed order may use, and adding or changing one. The
 * server checks every value (whole seconds 1–86400, a rate above 0 and at most 10, a minimum stake of at least
 * 0.00001 with at most 8 places) and its refusal is printed as it is.
 */
import { adminPaths } from '../../common/api-paths';
import type { SecondContractConfigEntry } from '../../common/trading-types';
import type { OpsCommand } from './ops-command';
import { printTable } from './print-table';

function printDurations(entries: readonly SecondContractConfigEntry[]): void {
  printTable(
    entries.map((entry) => ({
      seconds: String(entry.second),
      incomeRate: entry.incomeRate,
      openAmountMin: entry.openAmountMin,
    })),
  );
}

export const listSecondConfig: OpsCommand = {
  usage:
    'second config                           the timed-order durations: seconds, income rate, minimum stake',
  matches: (argv) => argv.length === 2 && argv[0] === 'second' && argv[1] === 'config',
  async run(client) {
    printDurations(await client.get<SecondContractConfigEntry[]>(adminPaths.secondConfig));
    return 0;
  },
};

export const setSecondConfig: OpsCommand = {
  usage: 'second config set SECONDS RATE MIN      add or change a duration (RATE 0.85 = a win pays 85 %)',
  matches: (argv) => argv.length === 6 && argv[0] === 'second' && argv[1] === 'config' && argv[2] === 'set',
  async run(client, argv) {
    const [, , , second = '', incomeRate = '', openAmountMin = ''] = argv;
    const entries = await client.put<SecondContractConfigEntry[]>(adminPaths.secondConfig, {
      second,
      incomeRate,
      openAmountMin,
    });
    const saved = entries.find((entry) => entry.second === Number.parseInt(second, 10));
    if (saved) {
      process.stdout.write(
        `Duration ${saved.second} s: a win pays ${saved.incomeRate} × the stake; stakes from ${saved.openAmountMin}.\n`,
      );
    }
    printDurations(entries);
    return 0;
  },
};
