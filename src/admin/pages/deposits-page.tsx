/** Deposits under review: the proof image beside the amount, currency and network; approve, or reject with a reason. */
import { useLingui } from '@lingui/react/macro';
import { adminPaths } from '../../common/api-paths';
import { adminApi, pathWith } from '../api';
import { Decision } from '../components/decision';
import { PrivateImage } from '../components/private-image';
import { Fact, QueuePage } from '../components/queue-page';
import { useAdminData } from '../components/use-admin-data';
import { dateTimeText } from '../../common/time-format';

interface DepositEntry {
  id: number;
  email: string;
  currency: string;
  network: string;
  address: string;
  amount: string;
  proofFileId: string;
  createdAt: string;
}

export function DepositsPage() {
  const { t } = useLingui();
  const queue = useAdminData<DepositEntry[]>(adminPaths.deposits);
  return (
    <QueuePage
      title={t`Deposits`}
      items={queue.data}
      error={queue.error}
      render={(entry) => (
        <li key={entry.id} className="queue-item">
          <div className="images">
            <PrivateImage fileId={entry.proofFileId} label={t`Proof of deposit`} />
          </div>
          <div className="details">
            <dl>
              <Fact label={t`Amount`}>
                <span className="amount">{entry.amount}</span> {entry.currency}
              </Fact>
              <Fact label={t`Network`}>{entry.network}</Fact>
              <Fact label={t`Address`}>
                <code>{entry.address}</code>
              </Fact>
              <Fact label={t`User`}>{entry.email}</Fact>
              <Fact label={t`Submitted at`}>{dateTimeText(entry.createdAt)}</Fact>
            </dl>
            <Decision
              onApprove={() => adminApi.post(pathWith(adminPaths.depositApprove, { id: entry.id }))}
              onReject={(reason) =>
                adminApi.post(pathWith(adminPaths.depositReject, { id: entry.id }), { reason })
              }
              onDecided={queue.reload}
            />
          </div>
        </li>
      )}
    />
  );
}
