/**
 * Withdrawals under review: where the money goes (address, network), how much (amount, fee), and the user's recent
 * withdrawals for context, and its four-eyes state (a large one needs two different operators). Approve sends the
 * reason when one is typed (optional, as `withdrawals approve` takes it) and pays once the approvals are complete;
 * reject returns the frozen amount with a reason.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { adminPaths } from '../../common/api-paths';
import { assetRecordStatus } from '../../common/wallet-types';
import { adminApi, pathWith } from '../api';
import { Decision } from '../components/decision';
import { FourEyesState, type WithdrawalApproval } from '../components/four-eyes';
import { Fact, QueuePage } from '../components/queue-page';
import { useAdminData } from '../components/use-admin-data';
import { dateTimeText } from '../../common/time-format';

interface WithdrawalEntry {
  id: number;
  userId: number;
  currency: string;
  network: string;
  address: string;
  amount: string;
  fee: string;
  realarrive: string;
  status: number;
  createdAt: string;
  approvalsRequired: number;
  approvals: WithdrawalApproval[];
}

/** The most withdrawals of every state one read can list (the route's own maximum), the user's recent among them. */
const historyLimit = 100;
const recentShownMax = 5;

function StatusText({ status }: { status: number }) {
  if (status === assetRecordStatus.finished) return <Trans>Paid out</Trans>;
  if (status === assetRecordStatus.rejected) return <Trans>Rejected</Trans>;
  return <Trans>Under review</Trans>;
}

function RecentWithdrawals({ entry, history }: { entry: WithdrawalEntry; history: WithdrawalEntry[] }) {
  const { t } = useLingui();
  const recent = history
    .filter((other) => other.userId === entry.userId && other.id !== entry.id)
    .slice(0, recentShownMax);
  return (
    <div className="recent">
      <h2>
        <Trans>The user's recent withdrawals</Trans>
      </h2>
      {recent.length === 0 ? (
        <p className="empty">
          <Trans>None before this one.</Trans>
        </p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t`Time`}</th>
              <th scope="col">{t`Amount`}</th>
              <th scope="col">{t`Network`}</th>
              <th scope="col">{t`State`}</th>
            </tr>
          </thead>
          <tbody>
            {recent.map((other) => (
              <tr key={other.id}>
                <td>{dateTimeText(other.createdAt)}</td>
                <td className="amount">
                  {other.amount} {other.currency}
                </td>
                <td>{other.network}</td>
                <td>
                  <StatusText status={other.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export function WithdrawalsPage() {
  const { t } = useLingui();
  const queue = useAdminData<WithdrawalEntry[]>(adminPaths.withdrawals);
  const history = useAdminData<WithdrawalEntry[]>(
    `${adminPaths.withdrawals}?status=all&limit=${historyLimit}`,
  );
  const reload = () => {
    queue.reload();
    history.reload();
  };
  return (
    <QueuePage
      title={t`Withdrawals`}
      items={queue.data}
      error={queue.error}
      render={(entry) => (
        <li key={entry.id} className="queue-item withdrawal">
          <div className="details">
            <dl>
              <Fact label={t`Amount`}>
                <span className="amount">{entry.amount}</span> {entry.currency}
              </Fact>
              <Fact label={t`Fee`}>
                <span className="amount">{entry.fee}</span> {entry.currency}
              </Fact>
              <Fact label={t`Network`}>{entry.network}</Fact>
              <Fact label={t`Address`}>
                <code>{entry.address}</code>
              </Fact>
              <Fact label={t`User ID`}>{entry.userId}</Fact>
              <Fact label={t`Submitted at`}>{dateTimeText(entry.createdAt)}</Fact>
            </dl>
            <FourEyesState required={entry.approvalsRequired} approvals={entry.approvals} />
            <Decision
              onApprove={(reason) =>
                adminApi.post(
                  pathWith(adminPaths.withdrawalApprove, { id: entry.id }),
                  reason === '' ? {} : { reason },
                )
              }
              onReject={(reason) =>
                adminApi.post(pathWith(adminPaths.withdrawalReject, { id: entry.id }), { reason })
              }
              onDecided={reload}
            />
          </div>
          <RecentWithdrawals entry={entry} history={history.data ?? []} />
        </li>
      )}
    />
  );
}
