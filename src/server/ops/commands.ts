/** The ops commands. Each matches its words and runs against the operator API; later areas add their own. */
import type { ParamEntry } from '../../common/api-paths';
import { adminPaths } from '../../common/api-paths';
import {
  approveDeposit,
  listDeposits,
  rejectDeposit,
  setDepositAddress,
  setLimits,
} from './deposit-commands';
import { approveKyc, listKyc, rejectKyc, saveKycFile, showOutbox } from './kyc-commands';
import { checkLedger, creditAccount } from './ledger-commands';
// Leveraged contracts (trading issue).
import { setLeverage, showLeverage } from './leverage-commands';
import type { OpsCommand } from './ops-command';
import { approveWithdrawal, listWithdrawals, rejectWithdrawal } from './withdrawal-commands';
import { printTable } from './print-table';
import { listSecondConfig, setSecondConfig } from './second-commands';
// Launchpad listings (issue 9).
import { createListing, editListing, listListings } from './listing-commands';
// Messages (issue 9).
import { postMessage } from './message-commands';
// Engine states (house brief).
import { listEngines, resumeEngine } from './engine-commands';
// House limits (house brief).
import { listHouseLimits, setHouseLimit, showHouse } from './house-commands';
// Operators and the audit trail (issue 25).
import { addOperator, listAuditTrail, listOperators, revokeOperator } from './operator-commands';
// User administration and corrections (issue 25, users).
import {
  debitAccount,
  findUser,
  freezeUser,
  logoutUser,
  reverseTransaction,
  unfreezeUser,
} from './user-commands';

const listParams: OpsCommand = {
  usage: 'params                                  list the platform parameters',
  matches: (argv) => argv.length === 1 && argv[0] === 'params',
  async run(client) {
    const entries = await client.get<ParamEntry[]>(adminPaths.params);
    printTable(
      entries.map((entry) => ({ name: entry.paramName, value: entry.valueName, group: entry.keyName })),
    );
    return 0;
  },
};

const setParam: OpsCommand = {
  usage: 'param set NAME VALUE                    change a parameter',
  matches: (argv) => argv[0] === 'param' && argv[1] === 'set' && argv.length === 4,
  async run(client, argv) {
    const [, , name = '', value = ''] = argv;
    const entry = await client.put<ParamEntry>(adminPaths.param.replace(':name', encodeURIComponent(name)), {
      value,
    });
    process.stdout.write(`${entry.paramName} = ${entry.valueName}\n`);
    return 0;
  },
};

export const opsCommands: readonly OpsCommand[] = [
  listParams,
  setParam,
  listKyc,
  saveKycFile,
  approveKyc,
  rejectKyc,
  showOutbox,
  checkLedger,
  creditAccount,
  listDeposits,
  approveDeposit,
  rejectDeposit,
  setDepositAddress,
  setLimits,
  listWithdrawals,
  approveWithdrawal,
  rejectWithdrawal,
  // Leveraged contracts (trading issue).
  showLeverage,
  setLeverage,

  // Second contracts (trading issue).
  listSecondConfig,
  setSecondConfig,

  // Launchpad listings (issue 9).
  listListings,
  createListing,
  editListing,

  // Messages (issue 9).
  postMessage,

  // Engine states (house brief).
  listEngines,
  resumeEngine,

  // House limits (house brief).
  showHouse,
  listHouseLimits,
  setHouseLimit,

  // Operators and the audit trail (issue 25).
  addOperator,
  listOperators,
  revokeOperator,
  listAuditTrail,
  // User administration and corrections (issue 25, users).
  findUser,
  freezeUser,
  unfreezeUser,
  logoutUser,
  debitAccount,
  reverseTransaction,
];

export function printUsage(): void {
  process.stdout.write('Usage: npm run ops -- <command>\n\n');
  for (const command of opsCommands) process.stdout.write(`  ${command.usage}\n`);
}
