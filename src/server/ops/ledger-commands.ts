/** The ops commands of the ledger: its invariants checked on the live database, and operator credits. */
import { randomUUID } from 'node:crypto';
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

export const creditAccount: OpsCommand = {
  usage: 'credit EMAIL CURRENCY AMOUNT "WHY"      credit a user\'s coin account (logged with the reason)',
  matches: (argv) => argv.length === 5 && argv[0] === 'credit',
  async run(client, argv) {
    const [, email = '', currency = '', amount = '', reason = ''] = argv;
    const credited = await client.post<{ transactionId: number; amount: string }>(adminPaths.ledgerCredit, {
      email,
      currency,
      amount,
      reason,
      // One reference per command: if the answer is lost and the operator's shell retries, it applies once.
      reference: randomUUID(),
    });
    process.stdout.write(
      `credited ${credited.amount} ${currency.toUpperCase()} to ${email} (transaction ${credited.transactionId})\n`,
    );
    return 0;
  },
};
