/** The KYC queue: both ID photos beside the name and ID number; approve, or reject with a reason. */
import { useLingui } from '@lingui/react/macro';
import { adminPaths } from '../../common/api-paths';
import { adminApi, pathWith } from '../api';
import { Decision } from '../components/decision';
import { PrivateImage } from '../components/private-image';
import { Fact, QueuePage } from '../components/queue-page';
import { useAdminData } from '../components/use-admin-data';
import { dateTimeText } from '../../common/time-format';

export interface KycEntry {
  id: number;
  uid: string;
  email: string;
  realName: string;
  idNumber: string;
  frontFileId: string;
  backFileId: string;
  createdAt: string;
}

export function KycPage() {
  const { t } = useLingui();
  const queue = useAdminData<KycEntry[]>(adminPaths.kycList);
  return (
    <QueuePage
      title={t`KYC queue`}
      items={queue.data}
      error={queue.error}
      render={(entry) => (
        <li key={entry.id} className="queue-item">
          <div className="images">
            <PrivateImage fileId={entry.frontFileId} label={t`ID front`} />
            <PrivateImage fileId={entry.backFileId} label={t`ID back`} />
          </div>
          <div className="details">
            <dl>
              <Fact label={t`Name`}>{entry.realName}</Fact>
              <Fact label={t`ID number`}>{entry.idNumber}</Fact>
              <Fact label={t`User`}>
                {entry.email} · {entry.uid}
              </Fact>
              <Fact label={t`Submitted at`}>{dateTimeText(entry.createdAt)}</Fact>
            </dl>
            <Decision
              onApprove={() => adminApi.post(pathWith(adminPaths.kycApprove, { id: entry.id }))}
              onReject={(reason) =>
                adminApi.post(pathWith(adminPaths.kycReject, { id: entry.id }), { reason })
              }
              onDecided={queue.reload}
            />
          </div>
        </li>
      )}
    />
  );
}
