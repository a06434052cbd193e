/** The ops commands of the ledger: its invariants checked on the live database, and operator credits. */
import { randomUUID } from 'node:crypto';
import { adminPaths } from '../../common/api-paths';
import type { OpsCommand } from './ops-command';

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

/** `--reference REF` after the four words: the operator's own key for this credit (a ticket number, say). */
const referenceFlag = '--reference';

export const creditAccount: OpsCommand = {
  usage:
    'credit EMAIL CURRENCY AMOUNT "WHY" [--reference REF]  credit a user\'s coin account (logged with the reason); ' +
    'a command repeated with the same REF credits once',
  matches: (argv) =>
    argv[0] === 'credit' && (argv.length === 5 || (argv.length === 7 && argv[5] === referenceFlag)),
  async run(client, argv) {
    const [, email = '', currency = '', amount = '', reason = '', , given] = argv;
    // Without a reference of the operator's, one per command: the credit applies once even if the request is sent
    // twice, but running the command again credits again. With one, running it again is safe (a lost answer).
    const reference = given ?? randomUUID();
    const credited = await client.post<{ transactionId: number; amount: string; applied: boolean }>(
      adminPaths.ledgerCredit,
      { email, currency, amount, reason, reference },
    );
    process.stdout.write(
      credited.applied
        ? `credited ${credited.amount} ${currency.toUpperCase()} to ${email} (transaction ${credited.transactionId})\n`
        : `not credited again: reference ${reference} was applied before (transaction ${credited.transactionId})\n`,
    );
    return 0;
  },
};
