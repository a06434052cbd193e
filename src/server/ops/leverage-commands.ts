/**
 * The ops commands of leveraged positions: show the multiples a position may use, and set them. The list is the
 * `contract_leverage_list` parameter, written through the operator API's parameter call; the server checks it
 * (whole numbers from 1 to contractMultipleMax, no duplicates, at most contractLeverageCountMax, stored ascending)
 * on every write, `param set` included, and refuses anything else with a message saying what is wrong.
 */
import { adminPaths, paramNames, type ParamEntry } from '../../common/api-paths';
import type { OpsCommand } from './ops-command';

const leverageParamPath = adminPaths.param.replace(
  ':name',
  encodeURIComponent(paramNames.contractLeverageList),
);

function printMultiples(value: string): void {
  process.stdout.write(`leverage multiples: ${value.split(',').join(', ')}\n`);
}

export const showLeverage: OpsCommand = {
  usage: 'leverage                                show the multiples a leveraged position may use',
  matches: (argv) => argv.length === 1 && argv[0] === 'leverage',
  async run(client) {
    const entries = await client.get<ParamEntry[]>(adminPaths.params);
    const entry = entries.find((candidate) => candidate.paramName === paramNames.contractLeverageList);
    if (!entry) {
      process.stdout.write('no leverage list is set (the server has not seeded its parameters)\n');
      return 1;
    }
    printMultiples(entry.valueName);
    return 0;
  },
};

export const setLeverage: OpsCommand = {
  usage: 'leverage set 5,10,20,50,100             set the multiples (whole numbers, ascending once stored)',
  matches: (argv) => argv.length === 3 && argv[0] === 'leverage' && argv[1] === 'set',
  async run(client, argv) {
    const entry = await client.put<ParamEntry>(leverageParamPath, { value: argv[2] ?? '' });
    printMultiples(entry.valueName);
    return 0;
  },
};
