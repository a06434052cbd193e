/**
 * The ops commands of withdrawal review: the queue with each withdrawal's four-eyes state, approve (the frozen
 * amount leaves, or, for a large withdrawal's first approval, the approval is recorded and a second operator must
 * approve), and reject with a reason.
 */
import { adminPaths } from '../../common/api-paths';
import type { OpsCommand } from './ops-command';
import { printTable } from './print-table';
import { isId, requestStatusNames, statusName, statusQuery } from './review-queue';

interface WithdrawalEntry {
  id: number;
  uid: string;
  email: string;
  currency: string;
  network: string;
  address: string;
  amount: string;
  fee: string;
  realarrive: string;
  status: number;
  reason: string;
  createdAt: string;
  approvals: { operator: string; reason: string; at: string }[];
  approvalsRequired: number;
}

/** "1 of 2: rita": how many approvals it has of how many it needs, and whose. */
function approvalsCell(entry: WithdrawalEntry): string {
  const count = `${entry.approvals.length} of ${entry.approvalsRequired}`;
  const names = entry.approvals.map((approval) => approval.operator).join(', ');
  return names ? `${count}: ${names}` : count;
}

const statusNames = requestStatusNames;

export const listWithdrawals: OpsCommand = {
  usage: 'withdrawals list [STATUS]               withdrawals: review (default), finished, rejected, all',
  matches: (argv) => argv[0] === 'withdrawals' && argv[1] === 'list' && argv.length <= 3,
  async run(client, argv) {
    const query = statusQuery(statusNames, argv[2]);
    if (query === undefined) return 2;
    const entries = await client.get<WithdrawalEntry[]>(`${adminPaths.withdrawals}${query}`);
    printTable(
      entries.map((entry) => ({
        id: String(entry.id),
        submitted: entry.createdAt.slice(0, 16).replace('T', ' '),
        email: entry.email,
        currency: entry.currency,
        network: entry.network,
        address: entry.address,
        amount: entry.amount,
        fee: entry.fee,
        arrives: entry.realarrive,
        status: statusName(statusNames, entry.status),
        approvals: approvalsCell(entry),
        reason: entry.reason,
      })),
    );
    return 0;
  },
};

export const approveWithdrawal: OpsCommand = {
  usage:
    'withdrawals approve ID ["REASON"]       approve; a large one is paid by a second operator\'s approval',
  matches: (argv) =>
    argv[0] === 'withdrawals' &&
    argv[1] === 'approve' &&
    (argv.length === 3 || argv.length === 4) &&
    isId(argv[2]),
  async run(client, argv) {
    const [, , id = '', reason = ''] = argv;
    const entry = await client.post<WithdrawalEntry>(adminPaths.withdrawalApprove.replace(':id', id), {
      reason,
    });
    if (entry.status === 0) {
      process.stdout.write(
        `Withdrawal ${id}: approval ${approvalsCell(entry)} recorded. It is paid when a different operator approves it.\n`,
      );
      return 0;
    }
    process.stdout.write(
      `Withdrawal ${id} approved: send ${entry.realarrive} ${entry.currency} on ${entry.network} to ${entry.address} (fee ${entry.fee}).\n`,
    );
    return 0;
  },
};

export const rejectWithdrawal: OpsCommand = {
  usage: 'withdrawals reject ID "REASON"          reject, unfreezing the amount; the user reads the reason',
  matches: (argv) => argv[0] === 'withdrawals' && argv[1] === 'reject' && argv.length === 4 && isId(argv[2]),
  async run(client, argv) {
    const [, , id = '', reason = ''] = argv;
    const entry = await client.post<WithdrawalEntry>(adminPaths.withdrawalReject.replace(':id', id), {
      reason,
    });
    process.stdout.write(
      `Withdrawal ${id} rejected: ${entry.amount} ${entry.currency} unfrozen. Reason: ${entry.reason}\n`,
    );
    return 0;
  },
};
