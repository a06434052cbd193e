/**
 * The ops commands of user administration and corrections (docs/operations.md "Users"): `users find`, `users
 * freeze`, `users unfreeze`, `users logout`, `debit` and `ledger reverse`, each over the operator API.
 */
import { randomUUID } from 'node:crypto';
import { adminPaths } from '../../common/api-paths';
import type { ContractPosition, SecondContractOrder, SpotOrder } from '../../common/trading-types';
import type { OpsCommand } from './ops-command';
import { printTable } from './print-table';

interface Page<Row> {
  list: Row[];
  totalRow: number;
}

interface UserReport {
  uid: string;
  email: string;
  locale: string;
  registeredAt: string;
  kycStatus: number;
  frozen: { at: string; reason: string; by: string } | null;
  balances: Array<{ accountType: number; currency: string; available: string; frozen: string }>;
  openSpotOrders: Page<SpotOrder>;
  openPositions: Page<ContractPosition>;
  runningTimedOrders: Page<SecondContractOrder>;
  lastLogins: Array<{
    at: string;
    address: string;
    device: { browser: string | null; system: string | null };
  }>;
}

const kycNames: Record<number, string> = { 0: 'unverified', 1: 'under review', 2: 'verified', 3: 'rejected' };
const accountNames: Record<number, string> = { 1: 'coin', 2: 'contract' };
const directionNames: Record<number, string> = { 1: 'up', 2: 'down' };
const sideNames: Record<number, string> = { 1: 'buy', 2: 'sell' };

const userPath = (template: string, who: string) => template.replace(':who', encodeURIComponent(who));
const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ');
const write = (text: string) => process.stdout.write(text);

function section(title: string, shown: number, total: number): void {
  write(`\n${title}${total > shown ? ` (${shown} of ${total})` : ''}\n`);
}

function printReport(report: UserReport): void {
  write(
    `user ${report.uid}  ${report.email}  registered ${minute(report.registeredAt)}  language ${report.locale}\n`,
  );
  write(`identity: ${kycNames[report.kycStatus] ?? String(report.kycStatus)}\n`);
  write(
    report.frozen
      ? `frozen since ${minute(report.frozen.at)} by ${report.frozen.by}: ${report.frozen.reason}\n`
      : 'not frozen\n',
  );
  write('\nbalances\n');
  printTable(
    report.balances.map((balance) => ({
      account: accountNames[balance.accountType] ?? String(balance.accountType),
      currency: balance.currency,
      available: balance.available,
      frozen: balance.frozen,
    })),
  );
  const { openSpotOrders: spot, openPositions: positions, runningTimedOrders: timed } = report;
  section('open spot orders', spot.list.length, spot.totalRow);
  printTable(
    spot.list.map((order) => ({
      id: order.id,
      symbol: order.symbol,
      side: sideNames[order.side] ?? String(order.side),
      price: order.price,
      amount: order.amount,
    })),
  );
  section('open positions', positions.list.length, positions.totalRow);
  printTable(
    positions.list.map((position) => ({
      id: position.id,
      symbol: position.symbol,
      direction: directionNames[position.direction] ?? String(position.direction),
      margin: position.margin,
      size: position.size,
    })),
  );
  section('running timed orders', timed.list.length, timed.totalRow);
  printTable(
    timed.list.map((order) => ({
      id: order.id,
      symbol: order.symbol,
      direction: directionNames[order.tradeType] ?? String(order.tradeType),
      stake: `${order.openAmount} ${order.quoteCoin}`,
      settles: minute(new Date(order.settleTime).toISOString()),
    })),
  );
  write('\nlast logins\n');
  printTable(
    report.lastLogins.map((login) => ({
      time: minute(login.at),
      address: login.address,
      device: [login.device.browser, login.device.system].filter(Boolean).join(' on ') || '-',
    })),
  );
}

export const findUser: OpsCommand = {
  usage:
    'users find EMAIL|UID                    a user: identity, frozen or not, balances, open orders, positions, logins',
  matches: (argv) => argv.length === 3 && argv[0] === 'users' && argv[1] === 'find',
  async run(client, argv) {
    printReport(await client.get<UserReport>(userPath(adminPaths.user, argv[2] ?? '')));
    return 0;
  },
};

export const freezeUser: OpsCommand = {
  usage:
    'users freeze EMAIL "WHY"                freeze an account: its sessions end, login and money are refused',
  matches: (argv) => argv.length === 4 && argv[0] === 'users' && argv[1] === 'freeze',
  async run(client, argv) {
    const [, , email = '', reason = ''] = argv;
    const answer = await client.post<{ sessionsEnded: number }>(userPath(adminPaths.userFreeze, email), {
      reason,
    });
    write(`frozen ${email} (${answer.sessionsEnded} sessions ended)\n`);
    return 0;
  },
};

export const unfreezeUser: OpsCommand = {
  usage: 'users unfreeze EMAIL ["WHY"]            lift a freeze',
  matches: (argv) =>
    (argv.length === 3 || argv.length === 4) && argv[0] === 'users' && argv[1] === 'unfreeze',
  async run(client, argv) {
    const [, , email = '', reason = ''] = argv;
    await client.post(userPath(adminPaths.userUnfreeze, email), { reason });
    write(`unfrozen ${email}\n`);
    return 0;
  },
};

export const logoutUser: OpsCommand = {
  usage: 'users logout EMAIL ["WHY"]              end every session of an account (it may log in again)',
  matches: (argv) => (argv.length === 3 || argv.length === 4) && argv[0] === 'users' && argv[1] === 'logout',
  async run(client, argv) {
    const [, , email = '', reason = ''] = argv;
    const answer = await client.post<{ sessionsEnded: number }>(userPath(adminPaths.userLogout, email), {
      reason,
    });
    write(`${answer.sessionsEnded} sessions of ${email} ended\n`);
    return 0;
  },
};

const debitFlags = new Set(['--account', '--reference']);

/** `--account 1|2` and `--reference REF` after the five words, in either order, each at most once. */
function debitOptions(rest: readonly string[]): Map<string, string> | undefined {
  const options = new Map<string, string>();
  for (let index = 0; index < rest.length; index += 2) {
    const [flag = '', value] = [rest[index], rest[index + 1]];
    if (!debitFlags.has(flag) || value === undefined || options.has(flag)) return undefined;
    options.set(flag, value);
  }
  return options;
}

export const debitAccount: OpsCommand = {
  usage:
    'debit EMAIL CURRENCY AMOUNT "WHY" [--account 1|2] [--reference REF]  debit a user\'s coin (or contract) ' +
    'account; refused if it would go negative; a command repeated with the same REF debits once',
  matches: (argv) => argv[0] === 'debit' && argv.length >= 5 && debitOptions(argv.slice(5)) !== undefined,
  async run(client, argv) {
    const [, email = '', currency = '', amount = '', reason = ''] = argv;
    const options = debitOptions(argv.slice(5)) ?? new Map<string, string>();
    // As credit: without the operator's reference one per command, so a resent request debits once.
    const reference = options.get('--reference') ?? randomUUID();
    const accountType = options.get('--account') ?? '1';
    const debited = await client.post<{ transactionId: number; amount: string; applied: boolean }>(
      adminPaths.ledgerDebit,
      { email, currency, amount, reason, reference, accountType },
    );
    const account = accountType === '2' ? 'contract' : accountType === '1' ? 'coin' : accountType;
    write(
      debited.applied
        ? `debited ${debited.amount} ${currency.toUpperCase()} from ${email}'s ${account} account (transaction ${debited.transactionId})\n`
        : `not debited again: reference ${reference} was applied before (transaction ${debited.transactionId})\n`,
    );
    return 0;
  },
};

export const reverseTransaction: OpsCommand = {
  usage:
    'ledger reverse REFERENCE "WHY"          post the exact opposite of one transaction (its number or reference), once',
  matches: (argv) => argv.length === 4 && argv[0] === 'ledger' && argv[1] === 'reverse',
  async run(client, argv) {
    const [, , transaction = '', reason = ''] = argv;
    const reversal = await client.post<{
      transactionId: number;
      reference: string;
      reversed: { id: number; kind: string; reference: string };
    }>(adminPaths.ledgerReverse, { transaction, reason });
    write(
      `reversed transaction ${reversal.reversed.id} (${reversal.reversed.kind} ${reversal.reversed.reference}) ` +
        `with transaction ${reversal.transactionId} (${reversal.reference})\n`,
    );
    return 0;
  },
};
