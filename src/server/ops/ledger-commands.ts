/** The ops commands of the ledger: its invariants checked on the live database. */
import { adminPaths } from '../../common/api-paths';
import type { OpsCommand } from './commands';

interface LedgerCheck {
  violations: { rule: string; detail: string }[];
}

export const checkLedger: OpsCommand = {
  usage: 'ledger check                            check the ledger: balanced, consistent, nothing negative',
  matches: (argv) => argv.length === 2 && argv[0] === 'ledger' && argv[1] === 'check',
  async run(client) {
    const { violations } = await client.get<LedgerCheck>(adminPaths.ledgerCheck);
    if (violations.length === 0) {
      process.stdout.write('ledger ok\n');
      return 0;
    }
    for (const violation of violations) process.stdout.write(`${violation.rule}: ${violation.detail}\n`);
    return 1;
  },
};
