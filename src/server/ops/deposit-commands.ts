/**
 * The ops commands of deposits and currency settings: the review queue, approve (credits the user through the
 * ledger, once) and reject; the platform's deposit addresses; a currency's withdrawal limits and fee.
 */
import { adminPaths } from '../../common/api-paths';
import type { CurrencySettings } from '../../common/wallet-types';
import type { OpsCommand } from './ops-command';
import { printTable } from './print-table';
import { isId, requestStatusNames, statusName, statusQuery } from './review-queue';

interface DepositEntry {
  id: number;
  email: string;
  currency: string;
  network: string;
  amount: string;
  proofFileId: string;
  status: number;
  reason: string;
  createdAt: string;
}

interface DepositDecision {
  id: number;
  currency: string;
  amount: string;
  reason: string;
}

const statusNames = requestStatusNames;

export const listDeposits: OpsCommand = {
  usage: 'deposits list [STATUS]                  deposits: review (default), finished, rejected, all',
  matches: (argv) => argv[0] === 'deposits' && argv[1] === 'list' && argv.length <= 3,
  async run(client, argv) {
    const query = statusQuery(statusNames, argv[2]);
    if (query === undefined) return 2;
    const entries = await client.get<DepositEntry[]>(`${adminPaths.deposits}${query}`);
    printTable(
      entries.map((entry) => ({
        id: String(entry.id),
        submitted: entry.createdAt.slice(0, 16).replace('T', ' '),
        email: entry.email,
        amount: `${entry.amount} ${entry.currency}`,
        network: entry.network,
        status: statusName(statusNames, entry.status),
        proof: entry.proofFileId,
        reason: entry.reason,
      })),
    );
    return 0;
  },
};

export const approveDeposit: OpsCommand = {
  usage: "deposits approve ID                     credit the deposit to the user's coin account (once)",
  matches: (argv) => argv[0] === 'deposits' && argv[1] === 'approve' && argv.length === 3 && isId(argv[2]),
  async run(client, argv) {
    const id = argv[2] ?? '';
    const decided = await client.post<DepositDecision>(adminPaths.depositApprove.replace(':id', id), {});
    process.stdout.write(`Deposit ${id} approved: ${decided.amount} ${decided.currency} credited.\n`);
    return 0;
  },
};

export const rejectDeposit: OpsCommand = {
  usage: 'deposits reject ID "REASON"             reject, with the reason the user will read (nothing moves)',
  matches: (argv) => argv[0] === 'deposits' && argv[1] === 'reject' && argv.length === 4 && isId(argv[2]),
  async run(client, argv) {
    const [, , id = '', reason = ''] = argv;
    const decided = await client.post<DepositDecision>(adminPaths.depositReject.replace(':id', id), {
      reason,
    });
    process.stdout.write(`Deposit ${id} rejected: ${decided.reason}\n`);
    return 0;
  },
};

export const setDepositAddress: OpsCommand = {
  usage: "addresses set CURRENCY NETWORK ADDRESS  the platform's deposit address for a currency on a network",
  matches: (argv) => argv[0] === 'addresses' && argv[1] === 'set' && argv.length === 5,
  async run(client, argv) {
    const [, , currency = '', network = '', address = ''] = argv;
    const settings = await client.post<CurrencySettings>(adminPaths.depositAddress, {
      currency,
      network,
      address,
    });
    const saved = settings.networks.find((entry) => entry.network === network.toUpperCase());
    process.stdout.write(
      `${settings.currency} deposits on ${saved?.network ?? network} go to ${saved?.address ?? address}\n`,
    );
    return 0;
  },
};

const rechargeMinFlag = '--recharge-min';

/** `limits set CURRENCY MIN MAX FEE`, optionally followed by `--recharge-min AMOUNT`. */
function limitsArguments(argv: readonly string[]) {
  if (argv[0] !== 'limits' || argv[1] !== 'set') return undefined;
  const [, , currency, min, max, fee, ...rest] = argv;
  if (currency === undefined || min === undefined || max === undefined || fee === undefined) return undefined;
  if (rest.length === 0) return { currency, min, max, fee };
  if (rest.length === 2 && rest[0] === rechargeMinFlag)
    return { currency, min, max, fee, rechargeMin: rest[1] };
  return undefined;
}

export const setLimits: OpsCommand = {
  usage: `limits set CURRENCY MIN MAX FEE [${rechargeMinFlag} AMOUNT]  withdrawal minimum, maximum and fee; the deposit minimum`,
  matches: (argv) => limitsArguments(argv) !== undefined,
  async run(client, argv) {
    const settings = await client.post<CurrencySettings>(adminPaths.currencyLimits, limitsArguments(argv));
    process.stdout.write(
      `${settings.currency}: withdrawals ${settings.withdrawMin} to ${settings.withdrawMax}, fee ${settings.withdrawFee}; ` +
        `deposits from ${settings.rechargeMin}\n`,
    );
    return 0;
  },
};
